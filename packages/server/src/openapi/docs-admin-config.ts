import type { RouteDocs } from './route-doc';

/**
 * The configuration reads without input (routes/admin-config.ts; README "Administration"); the
 * other configuration calls are declared in the contract (CONFIG_CALLS).
 */
export const ADMIN_CONFIG_DOCS: RouteDocs = {
  'GET /uc/projectConfig': { summary: 'Project config (platform)' },
  'GET /uc/config/apps': { summary: 'Applications to choose from (platform)' },
};
