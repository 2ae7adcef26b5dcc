/** What other features use of the tags feature (a unit's tags on its overview). */
export { UnitTagsPanel } from './components/unit-tags-panel';
