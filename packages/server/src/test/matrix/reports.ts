import type { REPORT_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

/** Matrix inputs of the report centre (product.md §2.5 /report/reportCenter). */
export const REPORT_FIXTURES: CallFixtures<typeof REPORT_CALLS> = {
  center: ({ ids }) => ({ unitId: ids.H001 }),
};
