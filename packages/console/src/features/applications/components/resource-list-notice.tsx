import { AdminPage } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';

/** The old /apply/resourceList: its notice that the page was updated (product.md §2.5). */
export function ResourceListNotice() {
  const t = useT();
  return (
    <AdminPage title={t('route.apply.resourceList')}>
      <p
        role="status"
        className="rounded border border-amber-200 bg-amber-50 p-4 text-sm text-amber-800"
      >
        {t('page.reloginRequired')}
      </p>
    </AdminPage>
  );
}
