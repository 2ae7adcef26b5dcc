/** What other features use of the applications feature (the unit picker of its screens). */
export { UnitPicker, useChosenUnit } from './components/unit-picker';
export { fieldErrorsOf } from '@portico/sdk/contract';
export { useAdminApps } from './api/apps';
