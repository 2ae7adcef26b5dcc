import { UnitListPage } from '../../../features/units/components/unit-list-page';

/** /unit/unitList (product.md §2.5). */
export function UnitListRoute() {
  return <UnitListPage />;
}
