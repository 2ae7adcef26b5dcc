/** What other features use of the applications feature (the unit and app pickers of its screens). */
export { UnitPicker, useChosenUnit } from './components/unit-picker';
export { fieldErrorsOf } from '@portico/sdk/contract';
export { useAdminApps } from './api/apps';
export { AppSelect, useChosenApp } from './components/app-select';
