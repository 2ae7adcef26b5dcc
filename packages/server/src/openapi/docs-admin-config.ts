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
} from '@portico/sdk/contract';
import { bodyDoc, queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/**
 * The configuration calls (routes/admin-config.ts; README "Administration"): domain records of
 * the caller's units, and platform-only brands, project config, macros and code dictionary.
 */
export const ADMIN_CONFIG_DOCS: RouteDocs = {
  'GET /uc/domain/list': queryDoc('Domain records (paged)', domainListQuerySchema),
  'POST /uc/domain/add': bodyDoc('Add a domain record', domainSaveSchema),
  'PUT /uc/domain/update': bodyDoc('Change a domain record', domainSaveSchema),
  'DELETE /uc/domain/delete': queryDoc('Delete a domain record', idRequestSchema),
  'GET /uc/brand/list': queryDoc('Brands (paged; platform)', brandListQuerySchema),
  'GET /uc/brand/detail': queryDoc('One brand (platform)', brandCodeQuerySchema),
  'POST /uc/brand/add': bodyDoc('Add a brand (platform)', brandSaveSchema),
  'PUT /uc/brand/update': bodyDoc('Change a brand (platform)', brandSaveSchema),
  'DELETE /uc/brand/delete': queryDoc('Delete a brand (platform)', brandCodeQuerySchema),
  'GET /uc/projectConfig': { summary: 'Project config (platform)' },
  'PUT /uc/projectConfig/save': bodyDoc(
    'Save the project config (platform); loginSystemConfig.json serves it',
    projectConfigSaveSchema,
  ),
  'GET /uc/config/apps': { summary: 'Applications to choose from (platform)' },
  'GET /uc/macro/list': queryDoc('Application macros (paged; platform)', macroListQuerySchema),
  'POST /uc/macro/add': bodyDoc('Add an application macro (platform)', macroSaveSchema),
  'PUT /uc/macro/update': bodyDoc('Change an application macro (platform)', macroSaveSchema),
  'PUT /uc/macro/updateState': bodyDoc(
    'Enable or disable an application macro (platform)',
    macroStateSchema,
  ),
  'DELETE /uc/macro/delete': queryDoc('Delete an application macro (platform)', idRequestSchema),
  'GET /uc/dict/list': queryDoc('Code dictionary (paged; platform)', dictListQuerySchema),
  'POST /uc/dict/add': bodyDoc('Add a dictionary entry (platform)', dictSaveSchema),
  'PUT /uc/dict/update': bodyDoc('Change a dictionary entry (platform)', dictSaveSchema),
  'PUT /uc/dict/halt': bodyDoc('Halt or resume a dictionary entry (platform)', dictHaltSchema),
  'DELETE /uc/dict/delete': queryDoc('Delete a dictionary entry (platform)', idRequestSchema),
};
