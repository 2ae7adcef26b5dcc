import { AdminPage } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';

/**
 * /config/project-config (product.md §2.5): the application macro config (application, macro
 * code, config, type, sort, state). The server stores it (app_macros) but has no calls for it
 * yet, so the screen says so instead of showing an empty table.
 */
export function ProjectConfigPage() {
  const t = useT();
  return (
    <AdminPage title={t('route.config.projectConfig')}>
      <p role="note" className="rounded bg-amber-50 px-3 py-2 text-xs text-amber-800">
        {t('parameterConfig.notOnServer')}
      </p>
    </AdminPage>
  );
}
