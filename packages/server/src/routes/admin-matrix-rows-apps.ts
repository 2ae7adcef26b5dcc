import type { MatrixRow } from '../test/matrix/context';

/** The application list (product.md §2.5 /apply): the platform's apps, 40301 for other units. */
export const APP_MATRIX_ROWS: MatrixRow[] = [
  { call: 'GET /uc/apply/list', request: () => ({}), foreign: 40301 },
];
