import { z } from 'zod';
import { flagSchema, idListSchema, idSchema } from './admin-common';
import { codeSchema } from './page-query';

/**
 * The user calls of api-contract.md §7.4 whose bodies the contract leaves unshown, designed on
 * the user–unit relations of product.md §6 (which units a user may sign in to, and as what).
 * Every body names the user by id, as the other user administration calls do; the answers are
 * the user's relations as `/user/units` lists them (UserUnitRelation[]).
 */

/**
 * PUT {UC}/user/saveUserZoneInfo: the zones (areas of a group) whose hotels the user may sign in
 * to become exactly `areaIds`, among the areas of the caller's scope.
 */
export const userZoneInfoSaveSchema = z.object({ userId: idSchema, areaIds: idListSchema });
export type UserZoneInfoSaveRequest = z.input<typeof userZoneInfoSaveSchema>;

/**
 * PUT {UC}/user/saveUserCompanyInfo: the companies (COMPAN units) the user may sign in to become
 * exactly `unitIds`, among the companies of the caller's scope.
 */
export const userCompanyInfoSaveSchema = z.object({ userId: idSchema, unitIds: idListSchema });
export type UserCompanyInfoSaveRequest = z.input<typeof userCompanyInfoSaveSchema>;

/**
 * PUT {UC}/user/saveUserSupplier: the supplier administrator flag (for users of a supplier unit)
 * and, when given, the suppliers (SUPPLI units) the user may sign in to.
 */
export const userSupplierSaveSchema = z.object({
  userId: idSchema,
  isSupplierAdmin: flagSchema.optional(),
  unitIds: idListSchema.optional(),
});
export type UserSupplierSaveRequest = z.input<typeof userSupplierSaveSchema>;

/**
 * GET {UC}/user/unitProjectionInParent?userCode&unitId: how the user `userCode` of unit
 * `unitId` appears in that unit's parent (a hotel user in the group).
 */
export const projectionInParentQuerySchema = z.object({
  userCode: codeSchema(),
  unitId: idSchema,
});
export type ProjectionInParentQuery = z.input<typeof projectionInParentQuerySchema>;

/** GET {UC}/user/unitProjectionInChild?userCode&unitId&childId: …in a unit below `unitId`. */
export const projectionInChildQuerySchema = projectionInParentQuerySchema.extend({
  childId: idSchema,
});
export type ProjectionInChildQuery = z.input<typeof projectionInChildQuerySchema>;

/** What a projection may change; `related: 'F'` removes the relation. */
const projectionFields = {
  related: flagSchema,
  isAdmin: flagSchema.optional(),
  isAgentAdmin: flagSchema.optional(),
  canLogin: flagSchema.optional(),
};

/** PUT {UC}/user/editProjectionInParent. */
export const editProjectionInParentSchema = projectionInParentQuerySchema.extend(projectionFields);
export type EditProjectionInParentRequest = z.input<typeof editProjectionInParentSchema>;

/** PUT {UC}/user/editProjectionInChild. */
export const editProjectionInChildSchema = projectionInChildQuerySchema.extend(projectionFields);
export type EditProjectionInChildRequest = z.input<typeof editProjectionInChildSchema>;

/** The user's relation to the parent or child unit; `related: 'F'` means none (flags 'F'). */
export const unitProjectionSchema = z.object({
  userId: z.string(),
  userCode: z.string(),
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  related: flagSchema,
  isAdmin: flagSchema,
  isAgentAdmin: flagSchema,
  canLogin: flagSchema,
});
export type UnitProjection = z.output<typeof unitProjectionSchema>;

/**
 * POST {UC}/user/decrypt?value= ("params; returns plain value"): the plain text of a value the
 * server hands out encoded — the `encodedCode` of SMS sign-in (`unitCode:userCode`).
 */
export const decryptRequestSchema = z.object({
  value: z.string().trim().min(1).max(400).describe('The encrypted value to read in plain text.'),
});
export type DecryptRequest = z.input<typeof decryptRequestSchema>;
