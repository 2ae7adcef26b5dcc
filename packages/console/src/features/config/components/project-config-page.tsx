import { AdminPage } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';
import { useConfigApps } from '../api/macros';
import { useProjectConfig } from '../api/project-config';
import { ConfigTabs } from './config-tabs';
import { DictPanel } from './dict-panel';
import { ProjectConfigForm } from './project-config-form';

/** The project config tab: what /app-config/loginSystemConfig.json serves (platform only). */
function ProjectConfigTab() {
  const t = useT();
  const config = useProjectConfig();
  return (
    <AdminPage title={t('route.config.projectConfig')}>
      {config.isError && (
        <p role="alert" className="text-xs text-red-600">
          {config.error.message}
        </p>
      )}
      {config.isPending && <p className="text-xs text-slate-600">{t('common.loading')}</p>}
      {config.data && <ProjectConfigForm config={config.data} />}
    </AdminPage>
  );
}

/**
 * /config/project-config (product.md §2.5, §3 "Session/config"): the project config and, as a
 * second tab, the code dictionary. Both are platform-only; the server refuses others (40301).
 */
export function ProjectConfigPage() {
  const t = useT();
  const apps = useConfigApps();
  return (
    <ConfigTabs
      label={t('route.config.projectConfig')}
      tabs={[
        { id: 'project', label: t('config.tab.project'), content: <ProjectConfigTab /> },
        { id: 'dict', label: t('config.tab.dict'), content: <DictPanel apps={apps.data ?? []} /> },
      ]}
    />
  );
}
