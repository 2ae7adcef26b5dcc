import type { MatrixRow } from '../test/matrix/context';
import { APP_MATRIX_ROWS } from './admin-matrix-rows-apps';
import { CONFIG_MATRIX_ROWS } from './admin-matrix-rows-config';
import { REPORT_MATRIX_ROWS } from './admin-matrix-rows-reports';

/**
 * The matrix rows of the administration calls not yet declared in `@portico/sdk/contract`; the
 * declared ones have their fixtures in test/matrix/ (test/matrix/rows.ts joins both).
 */
export const MATRIX_ROWS: MatrixRow[] = [
  ...CONFIG_MATRIX_ROWS,
  ...APP_MATRIX_ROWS,
  ...REPORT_MATRIX_ROWS,
];
