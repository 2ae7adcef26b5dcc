import { AdminPage } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';

/** The old /user/userList: user management moved under departments (product.md §2.5). */
export function UserListMergedNotice() {
  const t = useT();
  return (
    <AdminPage title={t('route.user.userList')}>
      <p
        role="status"
        className="rounded border border-amber-200 bg-amber-50 p-4 text-sm text-amber-800"
      >
        {t('page.userListMerged')}
      </p>
    </AdminPage>
  );
}
