import { openedReportSchema, openReportQuerySchema, reportGroupSchema } from '../admin-reports';
import { answer, defineCall } from '../call';
import { z } from 'zod';

/**
 * The signed-in user's own reports (product.md §2.5 /report/myReport, /report/openReport): no
 * administration calls, every user with a session may ask for their own.
 */
const mine = { base: 'UC', family: 'signedIn' } as const;

export const MY_REPORT_CALLS = {
  mine: defineCall({
    ...mine,
    method: 'GET',
    path: '/report/mine',
    input: z.object({}),
    output: answer(z.array(reportGroupSchema)),
    summary: "The signed-in user's reports in the session unit, by app",
    readme: { input: '—', answer: '`ReportGroup[]`: own and role reports with their folders' },
  }),
  open: defineCall({
    ...mine,
    method: 'GET',
    path: '/report/open',
    input: openReportQuerySchema,
    output: answer(openedReportSchema),
    summary: "A report's address when the user holds it (40301 'No permission to view the page.')",
    readme: {
      input: '`code`, `appCode?`',
      answer:
        "`OpenedReport` with its URL; 40301 'No permission to view the page.' when not held or without a URL; 40401 unknown",
    },
  }),
};
