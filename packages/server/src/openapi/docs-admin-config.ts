import {
  brandCodeQuerySchema,
  brandListQuerySchema,
  brandSaveSchema,
  dictHaltSchema,
  dictListQuerySchema,
  dictSaveSchema,
  domainListQuerySchema,
  domainSaveSchema,
  idRequestSchema,
  macroListQuerySchema,
  macroSaveSchema,
  macroStateSchema,
  projectConfigSaveSchema,
} from '@portico/sdk';
import type { RouteDocs } from './route-doc';

/**
 * The configuration calls (routes/admin-config.ts; README "Administration"): domain records of
 * the caller's units, and platform-only brands, project config, macros and code dictionary.
 */
export const ADMIN_CONFIG_DOCS: RouteDocs = {
  'GET /uc/domain/list': { summary: 'Domain records (paged)', querystring: domainListQuerySchema },
  'POST /uc/domain/add': { summary: 'Add a domain record', body: domainSaveSchema },
  'PUT /uc/domain/update': { summary: 'Change a domain record', body: domainSaveSchema },
  'DELETE /uc/domain/delete': { summary: 'Delete a domain record', querystring: idRequestSchema },
  'GET /uc/brand/list': { summary: 'Brands (paged; platform)', querystring: brandListQuerySchema },
  'GET /uc/brand/detail': { summary: 'One brand (platform)', querystring: brandCodeQuerySchema },
  'POST /uc/brand/add': { summary: 'Add a brand (platform)', body: brandSaveSchema },
  'PUT /uc/brand/update': { summary: 'Change a brand (platform)', body: brandSaveSchema },
  'DELETE /uc/brand/delete': {
    summary: 'Delete a brand (platform)',
    querystring: brandCodeQuerySchema,
  },
  'GET /uc/projectConfig': { summary: 'Project config (platform)' },
  'PUT /uc/projectConfig/save': {
    summary: 'Save the project config (platform); loginSystemConfig.json serves it',
    body: projectConfigSaveSchema,
  },
  'GET /uc/config/apps': { summary: 'Applications to choose from (platform)' },
  'GET /uc/macro/list': {
    summary: 'Application macros (paged; platform)',
    querystring: macroListQuerySchema,
  },
  'POST /uc/macro/add': { summary: 'Add an application macro (platform)', body: macroSaveSchema },
  'PUT /uc/macro/update': {
    summary: 'Change an application macro (platform)',
    body: macroSaveSchema,
  },
  'PUT /uc/macro/updateState': {
    summary: 'Enable or disable an application macro (platform)',
    body: macroStateSchema,
  },
  'DELETE /uc/macro/delete': {
    summary: 'Delete an application macro (platform)',
    querystring: idRequestSchema,
  },
  'GET /uc/dict/list': {
    summary: 'Code dictionary (paged; platform)',
    querystring: dictListQuerySchema,
  },
  'POST /uc/dict/add': { summary: 'Add a dictionary entry (platform)', body: dictSaveSchema },
  'PUT /uc/dict/update': { summary: 'Change a dictionary entry (platform)', body: dictSaveSchema },
  'PUT /uc/dict/halt': {
    summary: 'Halt or resume a dictionary entry (platform)',
    body: dictHaltSchema,
  },
  'DELETE /uc/dict/delete': {
    summary: 'Delete a dictionary entry (platform)',
    querystring: idRequestSchema,
  },
};
