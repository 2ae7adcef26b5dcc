import type { MatrixRow } from './admin-matrix-rows';

/** Authorization-matrix rows of the user calls added in issue 8 item 4 (lock). */
export const USER_MATRIX_ROWS: MatrixRow[] = [
  // A throwaway user: a lock would end sessions the other rows might use.
  { call: 'POST /uc/user/lock', request: async (c) => ({ body: { id: await c.fresh('user') } }) },
];
