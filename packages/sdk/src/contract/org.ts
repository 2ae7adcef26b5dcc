import { z } from 'zod';
import { codeSchema, pageQuerySchema, queryFlagSchema } from './page-query';

/** Organisations, units, parameters (api-contract.md §7.5). */

/** GET {UC}/org/code/{code}: a unit the caller may see (own or below) by its code. */
export const orgCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** The unit record of GET {UC}/org/code/{code} (product.md §3 "Unit"). */
export interface UnitRecord {
  id: string;
  uuid: string;
  code: string;
  descript: string;
  logo: string | null;
  type: string;
  theme: string | null;
}

/** A unit as lists answer it. */
export interface UnitNode {
  id: string;
  uuid: string;
  code: string;
  descript: string;
  type: string;
  parentId: string | null;
  hasChildren: boolean;
}

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
export interface UnitParameter {
  code: string;
  value: string;
  /** JSON text; for PASSWORD_STRATEGY `{ fruit, inputValue }` (product.md §3). */
  remark: string | null;
  unitCode: string | null;
}

/** GET {UC}/sysOption/remindTone?unitCode=: time 999 loops forever (product.md §4). */
export interface RemindTone {
  toneUrl: string | null;
  time: number;
}
export const unitCodeQuerySchema = z.object({ unitCode: codeSchema().optional() });
