import { useConfigApps } from '../../../features/config/api/macros';
import { ConfigTabs } from '../../../features/config/components/config-tabs';
import { DomainListPage } from '../../../features/config/components/domain-list-page';
import { MacroPanel } from '../../../features/config/components/macro-panel';
import { ProjectConfigPage } from '../../../features/config/components/project-config-page';
import { ParameterConfigPage } from '../../../features/parameters/components/parameter-config-page';
import { useT } from '../../../lib/use-t';

/**
 * /config/parameter-config (product.md §2.5): the unit parameters and, for platform
 * administrators (GET /config/apps answers them only), the application macro config tab.
 */
export function ParameterConfigRoute() {
  const t = useT();
  const apps = useConfigApps();
  return (
    <ConfigTabs
      label={t('route.config.parameterConfig')}
      tabs={[
        { id: 'parameters', label: t('config.tab.parameters'), content: <ParameterConfigPage /> },
        ...(apps.data
          ? [
              {
                id: 'macros',
                label: t('config.tab.macros'),
                content: <MacroPanel apps={apps.data} />,
              },
            ]
          : []),
      ]}
    />
  );
}

/** /config/project-config: project config and code dictionary. */
export function ProjectConfigRoute() {
  return <ProjectConfigPage />;
}

/** /config/domain-list. */
export function DomainListRoute() {
  return <DomainListPage />;
}
