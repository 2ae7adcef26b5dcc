import { z } from 'zod';
import { roleSchema } from '../validation/form-schemas';
import {
  flagSchema,
  idListSchema,
  idSchema,
  optionalField,
  optionalText,
  withinColumns,
} from './admin-common';
import { pageQuerySchema, queryFlagSchema } from './page-query';

/**
 * Role administration (product.md §2.5 /role/admin-roles, /role/roleList, §3 "Role", §6), under
 * the UC base: roles, their menu/button, operation-object and report permissions per app, their
 * dispatch to hotels and their assignment to departments and users.
 */

/** GET {UC}/role/list: paged roles of a unit (the session unit by default). */
export const roleListQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  keyword: optionalText(100),
  roleGroup: optionalText(64),
  /** 'T': only the templates (the roles a new role may start from). */
  isTemplate: optionalField(flagSchema),
  /** Also list the roles dispatched to the unit (read-only there); default true. */
  includeDispatched: queryFlagSchema.default(true),
});
export type RoleListQuery = z.input<typeof roleListQuerySchema>;

/**
 * The list as the server parses it: allUnits=T without a unitId lists the roles of every unit
 * the caller administers ("Roles (all units)" of /role/admin-roles with no unit chosen).
 */
export const roleListAllQuerySchema = roleListQuerySchema.extend({
  allUnits: queryFlagSchema.default(false),
});

export const adminRoleSchema = z.object({
  id: z.string(),
  code: z.string(),
  descript: z.string(),
  sort: z.number(),
  roleGroup: z.string().nullable(),
  isTemplate: flagSchema,
  unitId: z.string(),
  unitCode: z.string(),
  /** Owned by another unit and dispatched to the listed one: it may be given, not edited. */
  dispatched: z.boolean(),
  childRoleIds: z.array(z.string()),
  /** Users holding the role, in any unit. */
  userCount: z.number().int().nonnegative(),
});
export type AdminRole = z.output<typeof adminRoleSchema>;

/** GET {UC}/role/detail?id= answers an AdminRole. */

const roleFields = {
  sort: optionalField(z.coerce.number().int().min(0).max(1_000_000)),
  roleGroup: optionalText(64),
  isTemplate: optionalField(flagSchema),
  /** Child roles: other roles of the same unit, without a cycle. */
  childRoleIds: idListSchema.optional(),
};

const roleColumns = withinColumns({ code: 64, descript: 200 });

/**
 * POST {UC}/role/add: code and description by the shared rule (product.md §5). With
 * `templateId` (a template of the unit, its own or dispatched to it) the new role starts with
 * the template's menu, operation-object and report permissions.
 */
export const roleAddSchema = roleSchema
  .safeExtend({
    unitId: optionalField(idSchema),
    templateId: optionalField(idSchema),
    ...roleFields,
  })
  .superRefine(roleColumns);
export type RoleAddRequest = z.input<typeof roleAddSchema>;

/** PUT (or POST) {UC}/role/update: code and description by the shared rule. */
export const roleUpdateSchema = roleSchema
  .safeExtend({ id: idSchema, ...roleFields })
  .superRefine(roleColumns);
export type RoleUpdateRequest = z.input<typeof roleUpdateSchema>;

/** POST (or DELETE) {UC}/role/delete {id}: refused while users, departments or roles use it. */

/** The three permission kinds of product.md §6 (menus include their buttons). */
export const ROLE_AUTH_KINDS = ['menu', 'OPERATION', 'REPORT'] as const;
export type RoleAuthKind = (typeof ROLE_AUTH_KINDS)[number];

/**
 * GET {UC}/role/authTree?id=&appCode=&kind=: the app's tree (`AuthTreeNode` of
 * /user/menuTree), `checked` where the role grants a node itself, `origins` naming the child
 * roles that grant it.
 */
export const roleAuthTreeQuerySchema = z.object({
  id: idSchema,
  appCode: z.string().trim().min(1).max(32),
  kind: z.enum(ROLE_AUTH_KINDS).default('menu'),
});
export type RoleAuthTreeQuery = z.input<typeof roleAuthTreeQuerySchema>;

/** PUT (or POST) {UC}/role/saveAuth: the role's grants of that kind in that app become `ids`. */
export const roleAuthSaveSchema = z.object({
  id: idSchema,
  appCode: z.string().trim().min(1).max(32),
  kind: z.enum(ROLE_AUTH_KINDS),
  ids: idListSchema,
});
export type RoleAuthSaveRequest = z.input<typeof roleAuthSaveSchema>;

/** A unit below the role's unit, and whether the role is dispatched to it. */
export const roleDispatchTargetSchema = z.object({
  unitId: z.string(),
  code: z.string(),
  descript: z.string(),
  type: z.string(),
  dispatched: z.boolean(),
});
export type RoleDispatchTarget = z.output<typeof roleDispatchTargetSchema>;

/** GET {UC}/role/dispatches?id=: units below the role's unit in the caller's scope. */

/**
 * PUT (or POST) {UC}/role/dispatch: the role is dispatched exactly to `unitIds` among the units
 * of the caller's scope (dispatches to other units are kept).
 */
export const roleDispatchSchema = z.object({ id: idSchema, unitIds: idListSchema });
export type RoleDispatchRequest = z.input<typeof roleDispatchSchema>;

/**
 * PUT (or POST) {UC}/role/assignUsers: the users holding the role in `unitId` (default: the
 * role's unit) become exactly `userIds`.
 */
export const roleAssignUsersSchema = z.object({
  id: idSchema,
  unitId: optionalField(idSchema),
  userIds: idListSchema,
});
export type RoleAssignUsersRequest = z.input<typeof roleAssignUsersSchema>;

/** GET {UC}/role/members?id=&unitId=: the holders of the role in a unit. */
export const roleMembersQuerySchema = z.object({ id: idSchema, unitId: optionalField(idSchema) });
export const roleMembersSchema = z.object({
  departmentIds: z.array(z.string()),
  userIds: z.array(z.string()),
});
export type RoleMembers = z.output<typeof roleMembersSchema>;

/**
 * PUT (or POST) {UC}/role/move: the role changes place with its neighbour in the unit's order
 * (order, then code); the unit's roles are numbered again 10, 20, 30… Answers the moved role.
 */
export const roleMoveSchema = z.object({ id: idSchema, direction: z.enum(['up', 'down']) });
export type RoleMoveRequest = z.input<typeof roleMoveSchema>;

/** GET {UC}/role/groups?unitId=: the role groups in use in a unit (its roles and dispatched ones). */
export const roleGroupsQuerySchema = z.object({ unitId: optionalField(idSchema) });

/**
 * PUT (or POST) {UC}/role/assignDepartments: the departments holding the role in `unitId`
 * (default: the role's unit) become exactly `departmentIds`. The unit itself (the root of its
 * department tree) is refused: 'Unit cannot be assigned roles'.
 */
export const roleAssignDepartmentsSchema = z.object({
  id: idSchema,
  unitId: optionalField(idSchema),
  departmentIds: idListSchema,
});
export type RoleAssignDepartmentsRequest = z.input<typeof roleAssignDepartmentsSchema>;
