import type { CONFIG_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';
import { randomBytes } from 'node:crypto';
import { appMacros, brands, codeDicts, domains } from '../../db/schema';
import { DEFAULT_PROJECT_CONFIG } from '../../modules/config/admin-project-config';
import type { MatrixContext } from './context';

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

const page = { firstResult: 0, pageSize: 10 };

/** Matrix inputs of the configuration calls. Domain records belong to units (H001's here: another unit's administrator gets 40401, and lists only their own units'); brands, project config, macros and the dictionary are platform-only (40301). Throwaway records for the update and delete rows are inserted directly. */
export const CONFIG_FIXTURES: CallFixtures<typeof CONFIG_CALLS> = {
  domainList: { input: () => page, foreign: 'own-unit' },
  domainAdd: () => ({ domain: 'matrix.example.com', orgCode: 'H001' }),
  domainUpdate: async (c) => ({
    id: await freshDomain(c),
    domain: `u${tag()}.example.com`,
    orgCode: 'H001',
  }),
  domainDelete: async (c) => ({ id: await freshDomain(c) }),
  brandList: { input: () => page, foreign: 40301 },
  brandDetail: { input: () => ({ code: 'harbour' }), foreign: 40301 },
  brandAdd: { input: () => ({ code: 'matrixbrand', descript: 'Matrix' }), foreign: 40301 },
  brandUpdate: {
    input: async (c) => ({ code: await freshBrand(c), descript: 'Matrix 2' }),
    foreign: 40301,
  },
  brandDelete: { input: async (c) => ({ code: await freshBrand(c) }), foreign: 40301 },
  projectConfig: { input: () => ({}), foreign: 40301 },
  projectConfigSave: { input: () => DEFAULT_PROJECT_CONFIG, foreign: 40301 },
  apps: { input: () => ({}), foreign: 40301 },
  macroList: { input: () => ({ ...page, appCode: 'GC' }), foreign: 40301 },
  macroAdd: {
    input: () => ({ appCode: 'GC', macroCode: 'MATRIX', config: '1', type: 'TEXT' }),
    foreign: 40301,
  },
  macroUpdate: {
    input: async (c) => ({
      id: await freshMacro(c),
      appCode: 'GC',
      macroCode: `U${tag()}`,
      config: '2',
      type: 'TEXT',
    }),
    foreign: 40301,
  },
  macroUpdateState: {
    input: async (c) => ({ id: await freshMacro(c), state: 'F' }),
    foreign: 40301,
  },
  macroDelete: { input: async (c) => ({ id: await freshMacro(c) }), foreign: 40301 },
  dictList: { input: () => ({ ...page, appCode: 'GC' }), foreign: 40301 },
  dictAdd: { input: () => ({ appCode: 'GC', code: 'MATRIX', content: 'x' }), foreign: 40301 },
  dictUpdate: {
    input: async (c) => ({
      id: await freshDict(c),
      appCode: 'GC',
      code: `U${tag()}`,
      content: 'y',
    }),
    foreign: 40301,
  },
  dictHalt: { input: async (c) => ({ id: await freshDict(c), isHalt: 'T' }), foreign: 40301 },
  dictDelete: { input: async (c) => ({ id: await freshDict(c) }), foreign: 40301 },
};
