import type { MatrixRow } from '../test/matrix/context';

/** The configuration reads without input (/config/project-config): platform-only, 40301. */
export const CONFIG_MATRIX_ROWS: MatrixRow[] = [
  { call: 'GET /uc/projectConfig', request: () => ({}), foreign: 40301 },
  { call: 'GET /uc/config/apps', request: () => ({}), foreign: 40301 },
];
