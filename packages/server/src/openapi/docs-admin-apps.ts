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
} from '@portico/sdk';
import type { RouteDocs } from './route-doc';

/**
 * Applications, resources, reports and managed tags (product.md §2.5 /apply, /report; §3 "tags";
 * routes/admin-apps.ts, admin-reports.ts, admin-tags.ts).
 */
export const ADMIN_APP_DOCS: RouteDocs = {
  'GET /uc/apply/list': { summary: 'Every application, with how many units opened it (platform)' },
  'POST /uc/apply/add': { summary: 'Add an application (platform)', body: appAddSchema },
  'PUT /uc/apply/update': { summary: 'Change an application (platform)', body: appUpdateSchema },
  'DELETE /uc/apply/delete': {
    summary: 'Delete an application with its openings, menus and resources (platform; never UC)',
    querystring: appCodeRequestSchema,
  },
  'GET /uc/apply/links': {
    summary: "A unit's own app links (My Apps)",
    querystring: unitIdQuerySchema,
  },
  'PUT /uc/apply/saveLink': {
    summary: 'Add or change an app link of a unit',
    body: appLinkSaveSchema,
  },
  'DELETE /uc/apply/deleteLink': { summary: 'Delete an app link', querystring: idRequestSchema },
  'GET /uc/apply/openList': {
    summary: 'Unit × application openings in scope, with their step counts (paged)',
    querystring: openListQuerySchema,
  },
  'GET /uc/apply/openTasks': {
    summary: 'Opening steps in scope, newest change first (paged)',
    querystring: openTaskQuerySchema,
  },
  'PUT /uc/apply/saveTask': {
    summary: "Set an opening step's status and remark",
    body: openTaskSaveSchema,
  },
  'GET /uc/apply/resources': {
    summary: "An application's OPERATION or REPORT tree (platform)",
    querystring: resourceTreeQuerySchema,
  },
  'POST /uc/apply/addResource': { summary: 'Add a resource (platform)', body: resourceAddSchema },
  'PUT /uc/apply/updateResource': {
    summary: "Change a resource's code, name, address (platform)",
    body: resourceUpdateSchema,
  },
  'PUT /uc/apply/moveResource': {
    summary: 'Move a resource within its tree (platform)',
    body: resourceMoveSchema,
  },
  'DELETE /uc/apply/deleteResource': {
    summary: 'Delete a resource and its subtree (platform)',
    querystring: idRequestSchema,
  },
  'GET /uc/report/mine': { summary: "The signed-in user's reports in the session unit, by app" },
  'GET /uc/report/open': {
    summary: "A report's address when the user holds it (40301 'No permission to view the page.')",
    querystring: openReportQuerySchema,
  },
  'GET /uc/report/center': {
    summary: "Every report of the unit's opened apps, by app (administrators)",
    querystring: reportCenterQuerySchema,
  },
  'GET /uc/managedTag/list': {
    summary: "A unit's managed tags",
    querystring: managedTagListQuerySchema,
  },
  'PUT /uc/managedTag/save': { summary: 'Add or change a managed tag', body: managedTagSaveSchema },
  'DELETE /uc/managedTag/delete': { summary: 'Delete a managed tag', querystring: idRequestSchema },
  'GET /uc/userManagedTag/list': {
    summary: 'The managed tags a user carries',
    querystring: userManagedTagQuerySchema,
  },
  'POST /uc/userManagedTag': {
    summary: "Set a user's managed tags (tags of the user's unit only)",
    body: userManagedTagSaveSchema,
  },
};
