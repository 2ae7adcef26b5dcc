import { z } from 'zod';
import { idListSchema, idSchema, optionalField } from './admin-common';

/**
 * Managed tags (product.md §3 "tags"; api-contract.md §7.4 POST /userManagedTag): labels a unit
 * defines for its users. The contract leaves paths and payloads unshown (§7.9 "managed tags"),
 * so they follow §7.1 under the UC base: the unit's tags at /managedTag/*, a user's tags at
 * POST /userManagedTag and GET /userManagedTag/list. A tag's code is unique within its unit; a user carries tags of their own unit
 * only.
 */

/** A tag code: letters, digits, '_' and '-', as codes elsewhere in the contract. */
export const TAG_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A chip colour, #rgb or #rrggbb. */
export const TAG_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const managedTagSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  code: z.string(),
  name: z.string(),
  /** #rrggbb, or null for the theme's default chip colour. */
  color: z.string().nullable(),
  /** How many users carry the tag (list answers only; 0 elsewhere). */
  userCount: z.number().int().nonnegative(),
});
export type ManagedTag = z.output<typeof managedTagSchema>;

/** GET {UC}/managedTag/list?unitId=: the unit's tags (the session unit when absent), by code. */
export const managedTagListQuerySchema = z.object({
  unitId: optionalField(idSchema),
});
export type ManagedTagListQuery = z.input<typeof managedTagListQuerySchema>;

/** PUT (or POST) {UC}/managedTag/save: adds (no id) or changes a tag; answers the ManagedTag. */
export const managedTagSaveSchema = z.object({
  id: optionalField(idSchema),
  /** The owning unit; ignored when changing (a tag never moves between units). */
  unitId: optionalField(idSchema),
  code: z.string().trim().min(1).max(64).regex(TAG_CODE_PATTERN),
  name: z.string().trim().min(1).max(100),
  color: optionalField(z.string().trim().regex(TAG_COLOR_PATTERN)),
});
export type ManagedTagSaveRequest = z.input<typeof managedTagSaveSchema>;

/** POST (or DELETE) {UC}/managedTag/delete {id}: the tag goes, and with it every user's mark. */

/** GET {UC}/userManagedTag/list?userId=: the tags a user carries (ManagedTag[], by code). */
export const userManagedTagQuerySchema = z.object({ userId: idSchema });
export type UserManagedTagQuery = z.input<typeof userManagedTagQuerySchema>;

/**
 * POST {UC}/userManagedTag {userId, tagIds}: the user's tags become exactly `tagIds` (an empty
 * list clears them). Every tag must belong to the user's unit, otherwise nothing changes and the
 * answer names `tagIds`. Answers the user's tags (ManagedTag[]).
 */
export const userManagedTagSaveSchema = z.object({
  userId: idSchema,
  tagIds: idListSchema,
});
export type UserManagedTagSaveRequest = z.input<typeof userManagedTagSaveSchema>;
