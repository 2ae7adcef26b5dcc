import { UnitAppsPage } from '../../../features/units/components/unit-apps-page';

/** /unit/unit-app-list?unitId= (product.md §2.5). */
export function UnitAppListRoute() {
  return <UnitAppsPage />;
}
