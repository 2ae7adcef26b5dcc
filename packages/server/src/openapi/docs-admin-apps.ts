import { openReportQuerySchema } from '@portico/sdk/contract';
import { queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/**
 * The signed-in user's own reports (product.md §2.5 /report; routes/admin-reports.ts), which are
 * no administration calls; the administration calls are declared in the contract.
 */
export const ADMIN_APP_DOCS: RouteDocs = {
  'GET /uc/report/mine': { summary: "The signed-in user's reports in the session unit, by app" },
  'GET /uc/report/open': queryDoc(
    "A report's address when the user holds it (40301 'No permission to view the page.')",
    openReportQuerySchema,
  ),
};
