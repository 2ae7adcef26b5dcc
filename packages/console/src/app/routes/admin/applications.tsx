import { AppLinksPage } from '../../../features/applications/components/app-links-page';
import { AppsPage } from '../../../features/applications/components/apps-page';
import { OpenListPage } from '../../../features/applications/components/open-list-page';
import { OpenTasksPage } from '../../../features/applications/components/open-tasks-page';
import { ResourceListNotice } from '../../../features/applications/components/resource-list-notice';
import { ResourcesPage } from '../../../features/applications/components/resources-page';
import { VerificationPage } from '../../../features/applications/components/verification-page';

/** /apply/applyList (product.md §2.5). */
export function ApplyListRoute() {
  return <AppsPage />;
}

/** /apply/applyConfigList: the unit's application links. */
export function ApplyConfigListRoute() {
  return <AppLinksPage />;
}

/** /apply/open-list. */
export function OpenListRoute() {
  return <OpenListPage />;
}

/** /apply/open-task-list?unitId=&appCode=. */
export function OpenTaskListRoute() {
  return <OpenTasksPage />;
}

/** /apply/resource-list. */
export function ResourceTreeRoute() {
  return <ResourcesPage />;
}

/** /apply/verification: user resource diagnosis. */
export function VerificationRoute() {
  return <VerificationPage />;
}

/** /apply/resourceList: the old page, now its notice (product.md §2.5). */
export function OldResourceListRoute() {
  return <ResourceListNotice />;
}
