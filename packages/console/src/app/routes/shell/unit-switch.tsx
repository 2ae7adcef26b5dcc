import { UnitSwitchPage } from '../../../features/hub-actions/components/unit-switch-page';

/** /switch-unit (the hub's unit switch for another app): inside the shell. */
export function UnitSwitchRoute() {
  return <UnitSwitchPage />;
}
