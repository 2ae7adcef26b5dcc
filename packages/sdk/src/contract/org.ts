import { z } from 'zod';
import { codeSchema, pageQuerySchema, queryFlagSchema } from './page-query';

/** Organisations, units, parameters (api-contract.md §7.5). */

/** GET {UC}/org/code/{code}: a unit the caller may see (own or below) by its code. */
export const orgCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** The unit record of GET {UC}/org/code/{code} (product.md §3 "Unit"). */
export const unitRecordSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  code: z.string(),
  descript: z.string(),
  logo: z.string().nullable(),
  type: z.string(),
  theme: z.string().nullable(),
});
export type UnitRecord = z.output<typeof unitRecordSchema>;

/** A unit as lists answer it. */
export const unitNodeSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  code: z.string(),
  descript: z.string(),
  type: z.string(),
  parentId: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type UnitNode = z.output<typeof unitNodeSchema>;

/**
 * GET {UC}/org/listChildNodes?parentUUID=&search=&userCode=&strict=: strict (default true) lists
 * direct children only, otherwise every unit below; userCode keeps units that user may sign in to.
 */
export const listChildNodesQuerySchema = z.object({
  parentUUID: z.string().trim().max(64).optional(),
  search: z.string().trim().max(100).optional(),
  userCode: z.string().trim().max(64).optional(),
  strict: queryFlagSchema.default(true),
});

/** GET {UC}/gc/backdoor/managedUnits: paged, with optional search and unit type. */
export const managedUnitsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['COMPAN', 'HOTEL', 'OTA', 'TRAVEL', 'SUPPLI', 'DISTRI', 'ALLIAN']).optional(),
});

/** GET {UC}/parameter/unitPa?code=&unitCode= (the contract's parameter.unitPa). */
export const unitParameterQuerySchema = z.object({
  code: codeSchema(),
  unitCode: codeSchema().optional(),
});

/** A unit's parameter; `unitCode` names the unit the value was inherited from. */
export const unitParameterSchema = z.object({
  code: z.string(),
  value: z.string(),
  /** JSON text; for PASSWORD_STRATEGY `{ fruit, inputValue }` (product.md §3). */
  remark: z.string().nullable(),
  unitCode: z.string().nullable(),
});
export type UnitParameter = z.output<typeof unitParameterSchema>;

/** GET {UC}/sysOption/remindTone?unitCode=: time 999 loops forever (product.md §4). */
export const remindToneSchema = z.object({
  toneUrl: z.string().nullable(),
  time: z.number(),
});
export type { RemindTone } from './message-shapes';
export const unitCodeQuerySchema = z.object({ unitCode: codeSchema().optional() });
