import { UserListMergedNotice } from '../../../features/users/components/user-list-merged';
import { UserListPage } from '../../../features/users/components/user-list-page';

/** /user/user-list: the users of every unit in the caller's scope. */
export function UserListRoute() {
  return <UserListPage scope="all" />;
}

/** /user/unit-user-list: the users of the session unit. */
export function UnitUserListRoute() {
  return <UserListPage scope="unit" />;
}

/** /user/userList: the old page, now its notice (product.md §2.5). */
export function OldUserListRoute() {
  return <UserListMergedNotice />;
}
