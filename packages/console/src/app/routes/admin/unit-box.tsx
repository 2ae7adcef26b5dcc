import { UnitBoxPage } from '../../../features/units/components/unit-box-page';

/** /unit/unit-box?unitId= (product.md §2.5). */
export function UnitBoxRoute() {
  return <UnitBoxPage />;
}
