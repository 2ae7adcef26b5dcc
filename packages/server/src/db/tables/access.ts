import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { menus, resources } from './apps';
import { DATA_AUTH_SCOPES } from '@portico/sdk/contract';
import { createdAt, flag, inList, id, flagCheck } from './columns';
import { departments, unitRef, userRef } from './org';

/**
 * Roles and permissions (product.md §3 "Role", §6): roles owned by a unit, child roles, dispatch to
 * hotels, assignment to departments and users; menu/button and resource (operation-object, report)
 * permissions per role and per user; custom data permissions.
 */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    unitId: unitRef(),
    code: varchar('code', { length: 64 }).notNull(),
    descript: varchar('descript', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    roleGroup: varchar('role_group', { length: 64 }),
    isTemplate: flag('is_template').notNull().default('F'),
    createdAt: createdAt(),
  },
  (t) => [unique('roles_unit_code_uq').on(t.unitId, t.code), flagCheck('roles', 'is_template')],
);

const roleRef = (name = 'role_id') =>
  uuid(name)
    .notNull()
    .references(() => roles.id, { onDelete: 'cascade' });
const menuRef = () =>
  uuid('menu_id')
    .notNull()
    .references(() => menus.id, { onDelete: 'cascade' });
const resourceRef = () =>
  uuid('resource_id')
    .notNull()
    .references(() => resources.id, { onDelete: 'cascade' });

/** A role includes the permissions of its child roles. */
export const roleChildren = pgTable(
  'role_children',
  { roleId: roleRef(), childRoleId: roleRef('child_role_id') },
  (t) => [
    primaryKey({ columns: [t.roleId, t.childRoleId] }),
    check('role_children_not_self_check', sql`role_id <> child_role_id`),
  ],
);

/** A role dispatched to a hotel (or any unit below its owner) may be given to that unit's users. */
export const roleDispatches = pgTable(
  'role_dispatches',
  { roleId: roleRef(), unitId: unitRef() },
  (t) => [primaryKey({ columns: [t.roleId, t.unitId] })],
);

/** Roles of a department, held by its users whose use-department-role flag is on. */
export const departmentRoles = pgTable(
  'department_roles',
  {
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    roleId: roleRef(),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.roleId] })],
);

/** Roles a user holds in a unit (the home unit or a unit the user may switch to). */
export const userRoles = pgTable(
  'user_roles',
  { userId: userRef(), unitId: unitRef(), roleId: roleRef() },
  (t) => [
    primaryKey({ columns: [t.userId, t.unitId, t.roleId] }),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

export const roleMenus = pgTable('role_menus', { roleId: roleRef(), menuId: menuRef() }, (t) => [
  primaryKey({ columns: [t.roleId, t.menuId] }),
]);

export const roleResources = pgTable(
  'role_resources',
  { roleId: roleRef(), resourceId: resourceRef() },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

/** Menus granted to a user directly, in one unit. */
export const userMenus = pgTable(
  'user_menus',
  { userId: userRef(), unitId: unitRef(), menuId: menuRef() },
  (t) => [primaryKey({ columns: [t.userId, t.unitId, t.menuId] })],
);

export const userResources = pgTable(
  'user_resources',
  { userId: userRef(), unitId: unitRef(), resourceId: resourceRef() },
  (t) => [primaryKey({ columns: [t.userId, t.unitId, t.resourceId] })],
);

/** Custom data permissions: auth groups of a unit and their contents (/customDataAuth/*). */
export const dataAuthGroups = pgTable(
  'data_auth_groups',
  {
    id: id(),
    unitId: unitRef(),
    appCode: varchar('app_code', { length: 32 }),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('data_auth_groups_unit_code_uq').on(t.unitId, t.code)],
);

export const dataAuthContents = pgTable(
  'data_auth_contents',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => dataAuthGroups.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('data_auth_contents_group_code_uq').on(t.groupId, t.code)],
);

/** A user's data permission: a group (optionally one content of it) at a scope level. */
export const userDataAuths = pgTable(
  'user_data_auths',
  {
    id: id(),
    userId: userRef(),
    unitId: unitRef(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => dataAuthGroups.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id').references(() => dataAuthContents.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 8, enum: DATA_AUTH_SCOPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_data_auths_scope_check', inList('scope', DATA_AUTH_SCOPES)),
    index('user_data_auths_user_idx').on(t.userId, t.unitId),
  ],
);
