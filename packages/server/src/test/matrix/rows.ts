import { MATRIX_ROWS } from '../../routes/admin-matrix-rows';
import { declaredRows } from './call-fixtures';
import type { MatrixRow } from './context';
import { USER_FIXTURES } from './users';

/**
 * Every row of the authorization matrix (routes/admin-matrix.test.ts, admin-bad-input.test.ts):
 * the declared calls with their fixtures, then the calls still listed by hand.
 */
export const ADMIN_MATRIX_ROWS: MatrixRow[] = [
  ...declaredRows({ users: USER_FIXTURES }),
  ...MATRIX_ROWS,
];
