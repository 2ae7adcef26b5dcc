import { RoleListPage } from '../../../features/roles/components/role-list-page';

/** /role/admin-roles: roles of any unit in the caller's scope (admin page type). */
export function AdminRolesRoute() {
  return <RoleListPage pageType="admin" />;
}

/** /role/roleList: the session unit's roles (normal page type). */
export function RoleListRoute() {
  return <RoleListPage pageType="normal" />;
}
