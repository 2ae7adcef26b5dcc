// React components
export { UserBar } from './components/user-bar/user-bar';
export type { LogoutEventDetail, UserBarProps } from './components/user-bar/user-bar';

// Custom elements (registered by `@portico/elements/define`, or by calling these)
export {
  defineUserBarElement,
  PorticoUserBarElement,
  USER_BAR_TAG,
} from './components/user-bar/user-bar.element';

// Appearance API: ::part() names and --portico-* variables
export { PORTICO_CSS_VARIABLES, USER_BAR_PARTS } from './appearance/parts';
export type { PorticoCssVariable, UserBarPart } from './appearance/parts';

// Events
export { PORTICO_EVENTS } from './events/dispatch';
export type { PorticoEventName } from './events/dispatch';
