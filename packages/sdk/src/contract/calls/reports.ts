import { z } from 'zod';
import { reportCenterQuerySchema, reportGroupSchema } from '../admin-reports';
import { answer, defineCall } from '../call';

/** The report centre (product.md §2.5 /report/reportCenter), for administrators, under the UC base. */
export const REPORT_CALLS = {
  center: defineCall({
    base: 'UC',
    family: 'reports',
    method: 'GET',
    path: '/report/center',
    input: reportCenterQuerySchema,
    output: answer(z.array(reportGroupSchema)),
    summary: "Every report of the unit's opened apps, by app (administrators)",
    readme: {
      input: '`unitId`',
      answer: "`ReportGroup[]`: every report of the unit's opened apps",
    },
  }),
};
