import { DomainListPage } from '../../../features/parameters/components/domain-list-page';
import { ParameterConfigPage } from '../../../features/parameters/components/parameter-config-page';
import { ProjectConfigPage } from '../../../features/parameters/components/project-config-page';

/** /config/parameter-config (product.md §2.5). */
export function ParameterConfigRoute() {
  return <ParameterConfigPage />;
}

/** /config/project-config. */
export function ProjectConfigRoute() {
  return <ProjectConfigPage />;
}

/** /config/domain-list. */
export function DomainListRoute() {
  return <DomainListPage />;
}
