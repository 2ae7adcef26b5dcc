import { z } from 'zod';
import { idSchema, optionalField } from './admin-common';

/**
 * Reports (product.md §2.5 /report: myReport, reportCenter, openReport): REPORT resources with
 * their address (product.md §6 "report permissions"). Paths follow api-contract.md §7.1 under the
 * UC base; §7.9 leaves them unshown.
 */

/** One report, or a folder of reports (url null), in a tree. */
export interface ReportNode {
  id: string;
  code: string;
  name: string;
  /** Where the report is shown; null for a folder. */
  url: string | null;
  children: ReportNode[];
}
/** Named (`id`): a tree refers to itself, so the OpenAPI document shows it once, as a component. */
export const reportNodeSchema: z.ZodType<ReportNode> = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    url: z.string().nullable(),
    children: z.array(z.lazy(() => reportNodeSchema)),
  })
  .meta({ id: 'ReportNode' });

/** The reports of one app. */
export const reportGroupSchema = z.object({
  appCode: z.string(),
  appName: z.string(),
  reports: z.array(reportNodeSchema),
});
export type ReportGroup = z.output<typeof reportGroupSchema>;

/**
 * GET {UC}/report/mine (/report/myReport): the reports the signed-in user may open in the
 * session unit (granted directly or through their roles, in apps the unit opened), with the
 * folders above them, grouped by app.
 */

/**
 * GET {UC}/report/center?unitId= (/report/reportCenter, administrators): every report of the apps
 * the unit (the session unit when absent) opened, grouped by app.
 */
export const reportCenterQuerySchema = z.object({ unitId: optionalField(idSchema) });
export type ReportCenterQuery = z.input<typeof reportCenterQuerySchema>;

/**
 * GET {UC}/report/open?code=&appCode= (/report/openReport): the report's address when the caller
 * may open it; 40301 'No permission to view the page.' when they may not, or it has no address;
 * 40401 for an unknown code.
 */
export const openReportQuerySchema = z.object({
  code: z.string().trim().min(1).max(100),
  appCode: optionalField(z.string().trim().min(1).max(32)),
});
export type OpenReportQuery = z.input<typeof openReportQuerySchema>;

export const openedReportSchema = z.object({
  appCode: z.string(),
  code: z.string(),
  name: z.string(),
  url: z.string(),
});
export type OpenedReport = z.output<typeof openedReportSchema>;
