import { z } from 'zod';
import { answer, defineCall } from '../call';
import {
  listChildNodesQuerySchema,
  managedUnitsQuerySchema,
  orgCodeParamsSchema,
  remindToneSchema,
  unitCodeQuerySchema,
  unitNodeSchema,
  unitParameterQuerySchema,
  unitParameterSchema,
  unitRecordSchema,
} from '../org';
import { pagedSchema } from '../page-query';

/**
 * Organisations, units and parameters (api-contract.md §7.5) as any signed-in user reads them:
 * the pickers' units, a unit's parameters and reminder tone. What a caller may see (own unit and
 * below, login units) the service decides.
 */
const org = { base: 'UC', family: 'signedIn' } as const;

export const ORG_CALLS = {
  byCode: defineCall({
    ...org,
    method: 'GET',
    path: '/org/code/:code',
    input: orgCodeParamsSchema,
    output: answer(unitRecordSchema),
    summary: 'Unit record by code',
    readme: {
      input: '`code` (path)',
      answer:
        'unit record `{ id, uuid, code, descript, logo, type, theme }`; 40401 when not visible',
    },
  }),
  childNodes: defineCall({
    ...org,
    method: 'GET',
    path: '/org/listChildNodes',
    input: listChildNodesQuerySchema,
    output: answer(z.array(unitNodeSchema)),
    summary: 'Units below a unit',
    readme: {
      input: '`parentUUID?`, `search?`, `userCode?`, `strict?`',
      answer: '`UnitNode[]`: children (strict, default) or all units below',
    },
  }),
  managedUnits: defineCall({
    ...org,
    method: 'GET',
    path: '/gc/backdoor/managedUnits',
    input: managedUnitsQuerySchema,
    output: answer(pagedSchema(unitNodeSchema)),
    paged: true,
    summary: 'Managed units (paged)',
    readme: {
      input: '`search?`, `type?`, paging',
      answer: 'paged `UnitNode`: all units for platform users, else own + possible login units',
    },
  }),
  unitParameter: defineCall({
    ...org,
    method: 'GET',
    path: '/parameter/unitPa',
    input: unitParameterQuerySchema,
    output: answer(unitParameterSchema.nullable()),
    summary: 'A unit parameter, inherited up the tree',
    readme: {
      input: '`code`, `unitCode?`',
      answer: "the contract's `parameter.unitPa`: `UnitParameter` inherited up the tree, or null",
    },
  }),
  remindTone: defineCall({
    ...org,
    method: 'GET',
    path: '/sysOption/remindTone',
    input: unitCodeQuerySchema,
    output: answer(remindToneSchema),
    summary: 'Reminder tone of a unit',
    readme: { input: '`unitCode?`', answer: '`{ toneUrl, time }` (999 loops)' },
  }),
};
