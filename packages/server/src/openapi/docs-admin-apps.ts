import {
  appAddSchema,
  appCodeRequestSchema,
  appLinkSaveSchema,
  appUpdateSchema,
  idRequestSchema,
  managedTagListQuerySchema,
  managedTagSaveSchema,
  openListQuerySchema,
  openReportQuerySchema,
  openTaskQuerySchema,
  openTaskSaveSchema,
  reportCenterQuerySchema,
  resourceAddSchema,
  resourceMoveSchema,
  resourceTreeQuerySchema,
  resourceUpdateSchema,
  unitIdQuerySchema,
  userManagedTagQuerySchema,
  userManagedTagSaveSchema,
} from '@portico/sdk/contract';
import { bodyDoc, queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/**
 * Applications, resources, reports and managed tags (product.md §2.5 /apply, /report; §3 "tags";
 * routes/admin-apps.ts, admin-reports.ts, admin-tags.ts).
 */
export const ADMIN_APP_DOCS: RouteDocs = {
  'GET /uc/apply/list': { summary: 'Every application, with how many units opened it (platform)' },
  'POST /uc/apply/add': bodyDoc('Add an application (platform)', appAddSchema),
  'PUT /uc/apply/update': bodyDoc('Change an application (platform)', appUpdateSchema),
  'DELETE /uc/apply/delete': queryDoc(
    'Delete an application with its openings, menus and resources (platform; never UC)',
    appCodeRequestSchema,
  ),
  'GET /uc/apply/links': queryDoc("A unit's own app links (My Apps)", unitIdQuerySchema),
  'PUT /uc/apply/saveLink': bodyDoc('Add or change an app link of a unit', appLinkSaveSchema),
  'DELETE /uc/apply/deleteLink': queryDoc('Delete an app link', idRequestSchema),
  'GET /uc/apply/openList': queryDoc(
    'Unit × application openings in scope, with their step counts (paged)',
    openListQuerySchema,
  ),
  'GET /uc/apply/openTasks': queryDoc(
    'Opening steps in scope, newest change first (paged)',
    openTaskQuerySchema,
  ),
  'PUT /uc/apply/saveTask': bodyDoc("Set an opening step's status and remark", openTaskSaveSchema),
  'GET /uc/apply/resources': queryDoc(
    "An application's OPERATION or REPORT tree (platform)",
    resourceTreeQuerySchema,
  ),
  'POST /uc/apply/addResource': bodyDoc('Add a resource (platform)', resourceAddSchema),
  'PUT /uc/apply/updateResource': bodyDoc(
    "Change a resource's code, name, address (platform)",
    resourceUpdateSchema,
  ),
  'PUT /uc/apply/moveResource': bodyDoc(
    'Move a resource within its tree (platform)',
    resourceMoveSchema,
  ),
  'DELETE /uc/apply/deleteResource': queryDoc(
    'Delete a resource and its subtree (platform)',
    idRequestSchema,
  ),
  'GET /uc/report/mine': { summary: "The signed-in user's reports in the session unit, by app" },
  'GET /uc/report/open': queryDoc(
    "A report's address when the user holds it (40301 'No permission to view the page.')",
    openReportQuerySchema,
  ),
  'GET /uc/report/center': queryDoc(
    "Every report of the unit's opened apps, by app (administrators)",
    reportCenterQuerySchema,
  ),
  'GET /uc/managedTag/list': queryDoc("A unit's managed tags", managedTagListQuerySchema),
  'PUT /uc/managedTag/save': bodyDoc('Add or change a managed tag', managedTagSaveSchema),
  'DELETE /uc/managedTag/delete': queryDoc('Delete a managed tag', idRequestSchema),
  'GET /uc/userManagedTag/list': queryDoc(
    'The managed tags a user carries',
    userManagedTagQuerySchema,
  ),
  'POST /uc/userManagedTag': bodyDoc(
    "Set a user's managed tags (tags of the user's unit only)",
    userManagedTagSaveSchema,
  ),
};
