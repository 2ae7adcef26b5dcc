import { randomBytes } from 'node:crypto';
import { appMacros, brands, codeDicts, domains } from '../db/schema';
import { DEFAULT_PROJECT_CONFIG } from '../services/admin-project-config';
import type { MatrixContext, MatrixRow } from '../test/matrix/context';

/**
 * Authorization-matrix rows of the configuration calls (routes/admin-config.ts). Domain records
 * belong to units (H001's here: another unit's administrator gets 40401); brands, project
 * config, macros and the dictionary are platform-only (40301). Throwaway records for the update
 * and delete rows are inserted directly.
 */
const page = { firstResult: '0', pageSize: '10' };
const tag = () => randomBytes(4).toString('hex');

async function freshDomain({ db, ids }: MatrixContext): Promise<string> {
  const [row] = await db
    .insert(domains)
    .values({ domain: `m${tag()}.example.com`, unitId: ids.H001 })
    .returning();
  return row!.id;
}

async function freshBrand({ db }: MatrixContext): Promise<string> {
  const [row] = await db
    .insert(brands)
    .values({ code: `m${tag()}`, descript: 'Matrix' })
    .returning();
  return row!.code;
}

async function freshMacro({ db }: MatrixContext): Promise<string> {
  const [row] = await db
    .insert(appMacros)
    .values({ appCode: 'GC', macroCode: `M${tag()}`, config: '1', type: 'TEXT' })
    .returning();
  return row!.id;
}

async function freshDict({ db }: MatrixContext): Promise<string> {
  const [row] = await db
    .insert(codeDicts)
    .values({ appCode: 'GC', code: `M${tag()}`, content: 'x' })
    .returning();
  return row!.id;
}

export const CONFIG_MATRIX_ROWS: MatrixRow[] = [
  // Domain records (/config/domain-list): a foreign administrator lists only their own units'.
  { call: 'GET /uc/domain/list', request: () => ({ query: page }), foreign: 'own-unit' },
  {
    call: 'POST /uc/domain/add',
    request: () => ({ body: { domain: 'matrix.example.com', orgCode: 'H001' } }),
  },
  {
    call: 'PUT /uc/domain/update',
    request: async (c) => ({
      body: { id: await freshDomain(c), domain: `u${tag()}.example.com`, orgCode: 'H001' },
    }),
  },
  {
    call: 'DELETE /uc/domain/delete',
    request: async (c) => ({ query: { id: await freshDomain(c) } }),
  },
  // Brands (/code/{code})
  { call: 'GET /uc/brand/list', request: () => ({ query: page }), foreign: 40301 },
  {
    call: 'GET /uc/brand/detail',
    request: () => ({ query: { code: 'harbour' } }),
    foreign: 40301,
  },
  {
    call: 'POST /uc/brand/add',
    request: () => ({ body: { code: 'matrixbrand', descript: 'Matrix' } }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/brand/update',
    request: async (c) => ({ body: { code: await freshBrand(c), descript: 'Matrix 2' } }),
    foreign: 40301,
  },
  {
    call: 'DELETE /uc/brand/delete',
    request: async (c) => ({ query: { code: await freshBrand(c) } }),
    foreign: 40301,
  },
  // Project config (/config/project-config)
  { call: 'GET /uc/projectConfig', request: () => ({}), foreign: 40301 },
  {
    call: 'PUT /uc/projectConfig/save',
    request: () => ({ body: DEFAULT_PROJECT_CONFIG }),
    foreign: 40301,
  },
  { call: 'GET /uc/config/apps', request: () => ({}), foreign: 40301 },
  // Application macro config (/config/parameter-config)
  {
    call: 'GET /uc/macro/list',
    request: () => ({ query: { ...page, appCode: 'GC' } }),
    foreign: 40301,
  },
  {
    call: 'POST /uc/macro/add',
    request: () => ({
      body: { appCode: 'GC', macroCode: 'MATRIX', config: '1', type: 'TEXT' },
    }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/macro/update',
    request: async (c) => ({
      body: {
        id: await freshMacro(c),
        appCode: 'GC',
        macroCode: `U${tag()}`,
        config: '2',
        type: 'TEXT',
      },
    }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/macro/updateState',
    request: async (c) => ({ body: { id: await freshMacro(c), state: 'F' } }),
    foreign: 40301,
  },
  {
    call: 'DELETE /uc/macro/delete',
    request: async (c) => ({ query: { id: await freshMacro(c) } }),
    foreign: 40301,
  },
  // Code dictionary (/config/project-config, dictionary tab)
  {
    call: 'GET /uc/dict/list',
    request: () => ({ query: { ...page, appCode: 'GC' } }),
    foreign: 40301,
  },
  {
    call: 'POST /uc/dict/add',
    request: () => ({ body: { appCode: 'GC', code: 'MATRIX', content: 'x' } }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/dict/update',
    request: async (c) => ({
      body: { id: await freshDict(c), appCode: 'GC', code: `U${tag()}`, content: 'y' },
    }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/dict/halt',
    request: async (c) => ({ body: { id: await freshDict(c), isHalt: 'T' } }),
    foreign: 40301,
  },
  {
    call: 'DELETE /uc/dict/delete',
    request: async (c) => ({ query: { id: await freshDict(c) } }),
    foreign: 40301,
  },
];
