import { openReportQuerySchema, reportCenterQuerySchema } from '@portico/sdk/contract';
import { queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/**
 * The application list and the reports (product.md §2.5 /apply, /report; routes/admin-apps.ts,
 * admin-reports.ts); the other application and tag calls are declared in the contract.
 */
export const ADMIN_APP_DOCS: RouteDocs = {
  'GET /uc/apply/list': { summary: 'Every application, with how many units opened it (platform)' },
  'GET /uc/report/mine': { summary: "The signed-in user's reports in the session unit, by app" },
  'GET /uc/report/open': queryDoc(
    "A report's address when the user holds it (40301 'No permission to view the page.')",
    openReportQuerySchema,
  ),
  'GET /uc/report/center': queryDoc(
    "Every report of the unit's opened apps, by app (administrators)",
    reportCenterQuerySchema,
  ),
};
