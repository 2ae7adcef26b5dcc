import type { MatrixRow } from '../test/matrix/context';

/** Authorization-matrix rows of the report centre (product.md §2.5 /report/reportCenter). */
export const REPORT_MATRIX_ROWS: MatrixRow[] = [
  { call: 'GET /uc/report/center', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
];
