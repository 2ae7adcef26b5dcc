import { z } from 'zod';
import { idSchema, optionalField, optionalText } from './admin-common';
import { pageQuerySchema } from './page-query';

/**
 * Custom data permissions (api-contract.md §7.9 /customDataAuth; product.md §3 "custom data
 * permissions: scope system/unit/degree, auth groups and contents"). Groups and their contents
 * belong to a unit and serve it and the units below (a group's "hotels of the group" serve its
 * hotels); a user's grant, in a unit the user works in, gives a group or one of its contents at
 * a scope.
 */

export const DATA_AUTH_SCOPES = ['system', 'unit', 'degree'] as const;
export type DataAuthScope = (typeof DATA_AUTH_SCOPES)[number];

/**
 * GET {UC}/customDataAuth/pageAuthGroups?unitId&appCode&keyword&firstResult&pageSize: the groups
 * usable in the unit (its own and its ancestors'); the session unit by default.
 */
export const authGroupsQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  appCode: optionalText(32),
  keyword: optionalText(100),
});
export type AuthGroupsQuery = z.input<typeof authGroupsQuerySchema>;

export const authGroupSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  appCode: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** Contents in the group. */
  contents: z.number().int().nonnegative(),
});
export type AuthGroup = z.output<typeof authGroupSchema>;

/** GET {UC}/customDataAuth/pageAuthContents?groupId&keyword&firstResult&pageSize. */
export const authContentsQuerySchema = pageQuerySchema.extend({
  groupId: idSchema,
  keyword: optionalText(100),
});
export type AuthContentsQuery = z.input<typeof authContentsQuerySchema>;

export const authContentSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  code: z.string(),
  name: z.string(),
});
export type AuthContent = z.output<typeof authContentSchema>;

/**
 * GET {UC}/customDataAuth/userAuths?userId&unitId (not in the contract): a user's grants, which
 * updateUserAuth and deleteUserAuth name by id.
 */
export const userAuthsQuerySchema = z.object({ userId: idSchema, unitId: optionalField(idSchema) });
export type UserAuthsQuery = z.input<typeof userAuthsQuerySchema>;

export const userDataAuthSchema = z.object({
  id: z.string(),
  userId: z.string(),
  unitId: z.string(),
  groupId: z.string(),
  groupCode: z.string(),
  /** Null: the whole group. */
  contentId: z.string().nullable(),
  contentCode: z.string().nullable(),
  scope: z.enum(DATA_AUTH_SCOPES),
});
export type UserDataAuth = z.output<typeof userDataAuthSchema>;

/**
 * POST {UC}/customDataAuth/addUserAuth: `unitId` is where the grant applies (the user's home unit
 * by default); the group must be usable there.
 */
export const addUserAuthSchema = z.object({
  userId: idSchema,
  unitId: optionalField(idSchema),
  groupId: idSchema,
  contentId: optionalField(idSchema),
  scope: z.enum(DATA_AUTH_SCOPES),
});
export type AddUserAuthRequest = z.input<typeof addUserAuthSchema>;

/** PUT {UC}/customDataAuth/updateUserAuth: the scope or the content of a grant. */
export const updateUserAuthSchema = z.object({
  id: idSchema,
  contentId: z.union([idSchema, z.null()]).optional(),
  scope: z.enum(DATA_AUTH_SCOPES).optional(),
});
export type UpdateUserAuthRequest = z.input<typeof updateUserAuthSchema>;
