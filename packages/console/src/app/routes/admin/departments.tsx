import { DepartmentsPage } from '../../../features/departments/components/departments-page';

/** /unit/admin-departs: department management, admin page type (any unit in scope). */
export function AdminDepartsRoute() {
  return <DepartmentsPage pageType="admin" />;
}

/** /unit/manageUnit: department management, normal page type (the session's unit). */
export function ManageUnitRoute() {
  return <DepartmentsPage pageType="normal" />;
}
