import { UnitAppStepsPage } from '../../../features/units/components/unit-app-steps-page';

/** /unit/unit-app-step-list?unitId=&appCode= (product.md §2.5). */
export function UnitAppStepListRoute() {
  return <UnitAppStepsPage />;
}
