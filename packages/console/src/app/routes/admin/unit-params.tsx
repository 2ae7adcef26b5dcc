import { UnitParamsPage } from '../../../features/units/components/unit-params-page';

/** /unit/unit-params?unitId= (product.md §2.5). */
export function UnitParamsRoute() {
  return <UnitParamsPage />;
}
