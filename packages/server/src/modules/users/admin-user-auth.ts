import type { ServiceOf } from '../../http/mount-call';
import type { SavedCount, saveUserAuthInfoBatchSchema, USER_CALLS } from '@portico/sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  menus,
  resources,
  userMenus,
  userResources,
  userRoles,
  userUnits,
  users,
} from '../../db/schema';
import {
  assertUnitInScope,
  inScope,
  notFound,
  scopeFilterIds,
  type AdminScope,
} from '../access/admin-access';
import { checkAssignable } from '../roles/admin-assignable';
import { guardWrite, invalid } from '../../shared/admin-db';
import { checkOfApp, replaceGrants, type Kind } from '../roles/admin-grants';
import { userRelations, visibleUser } from './admin-users';
import type { UserRow } from '../session/session';
import { unitByCode } from '../units/units';

/**
 * A user's relations and grants (product.md §6; api-contract.md §7.4 saveUserAuthInfo,
 * saveUserAuthInfoBatch, updateUserResourceByCode). Grants in a unit are that unit's data: the
 * caller must administer the unit, and the user must belong to it or may sign in to it.
 */

/** PUT /user/saveUnits: relations to units of the caller's scope become exactly `units`. */
export const saveUserUnits: ServiceOf<typeof USER_CALLS.saveUnits> = async (db, scope, input) => {
  const user = await visibleUser(db, scope, input.id);
  for (const relation of input.units) assertUnitInScope(scope, relation.unitId);
  const wanted = new Map(input.units.map((r) => [r.unitId, r]));
  const ids = scopeFilterIds(scope);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const mine = eq(userUnits.userId, user.id);
      await tx.delete(userUnits).where(ids ? and(mine, inArray(userUnits.unitId, ids)) : mine);
      if (wanted.size) {
        await tx
          .insert(userUnits)
          .values([...wanted.values()].map((r) => ({ userId: user.id, ...r })));
      }
    }),
  );
  return userRelations(db, scope, user.id);
};

/** The user, in a unit of the caller's scope that the user belongs to or may sign in to. */
async function memberIn(db: Database, scope: AdminScope, user: UserRow, unitId: string) {
  if (!inScope(scope, unitId)) throw notFound();
  if (user.unitId === unitId) return;
  const [relation] = await db
    .select()
    .from(userUnits)
    .where(and(eq(userUnits.userId, user.id), eq(userUnits.unitId, unitId)));
  if (relation) return;
  // Someone else's user: as unknown as any other id outside the scope.
  if (!inScope(scope, user.unitId)) throw notFound();
  throw invalid('adminServer.userNotInUnit');
}

async function userById(db: Database, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}

type Lists = Omit<z.output<typeof saveUserAuthInfoBatchSchema>, 'userIds'>;
const KINDS: [Kind, 'menuIds' | 'operationIds' | 'reportIds'][] = [
  ['menu', 'menuIds'],
  ['OPERATION', 'operationIds'],
  ['REPORT', 'reportIds'],
];

/**
 * PUT /user/saveUserAuthInfo and …Batch: each list given replaces that set of grants of every
 * user in the unit (default: each user's home unit); all users or none are changed.
 */
export async function saveUserAuthInfo(
  db: Database,
  scope: AdminScope,
  userIds: string[],
  lists: Lists,
): Promise<SavedCount> {
  const targets: { user: UserRow; unitId: string }[] = [];
  for (const id of new Set(userIds)) {
    const user = await userById(db, id);
    const unitId = lists.unitId ?? user.unitId;
    await memberIn(db, scope, user, unitId);
    targets.push({ user, unitId });
  }
  const given = KINDS.filter(([, field]) => lists[field] !== undefined);
  if (given.length && !lists.appCode) {
    throw invalid('server.invalidInput', { detail: 'appCode: required with menu or resource ids' });
  }
  for (const [kind, field] of given) await checkOfApp(db, lists.appCode!, kind, lists[field]!);
  const roleIds = lists.roleIds ? [...new Set(lists.roleIds)] : undefined;
  for (const unitId of new Set(targets.map((t) => t.unitId))) {
    if (roleIds) await checkAssignable(db, unitId, roleIds);
  }
  await guardWrite(() =>
    db.transaction(async (tx) => {
      for (const { user, unitId } of targets) {
        if (roleIds) {
          await tx
            .delete(userRoles)
            .where(and(eq(userRoles.userId, user.id), eq(userRoles.unitId, unitId)));
          if (roleIds.length) {
            await tx
              .insert(userRoles)
              .values(roleIds.map((roleId) => ({ userId: user.id, unitId, roleId })));
          }
        }
        for (const [kind, field] of given) {
          await replaceGrants(
            tx,
            { userId: user.id, unitId, appCode: lists.appCode! },
            kind,
            lists[field]!,
          );
        }
      }
    }),
  );
  return { saved: targets.length };
}

/** The user of a code in a unit: its own user, else one related to the unit. */
async function userInUnit(db: Database, unitId: string, userCode: string): Promise<UserRow> {
  const [home] = await db
    .select()
    .from(users)
    .where(and(eq(users.unitId, unitId), eq(users.userCode, userCode)));
  if (home) return home;
  const [related] = await db
    .select({ user: users })
    .from(userUnits)
    .innerJoin(users, eq(users.id, userUnits.userId))
    .where(and(eq(userUnits.unitId, unitId), eq(users.userCode, userCode)));
  if (!related) throw notFound();
  return related.user;
}

/** POST /user/updateUserResourceByCode: grants, revokes or sets grants named by code. */
export const updateUserResourceByCode: ServiceOf<
  typeof USER_CALLS.updateUserResourceByCode
> = async (db, scope, input) => {
  const unit = input.unitCode ? await unitByCode(db, input.unitCode) : scope.session.unit;
  if (!unit || !inScope(scope, unit.id)) throw notFound();
  const user = await userInUnit(db, unit.id, input.userCode);
  const codes = [...new Set(input.codes)];
  const kind: Kind = input.type === 'MENU' ? 'menu' : input.type;
  const found = !codes.length
    ? []
    : kind === 'menu'
      ? await db
          .select({ id: menus.id })
          .from(menus)
          .where(and(eq(menus.appCode, input.appCode), inArray(menus.identity, codes)))
      : await db
          .select({ id: resources.id })
          .from(resources)
          .where(
            and(
              eq(resources.appCode, input.appCode),
              eq(resources.type, kind),
              inArray(resources.code, codes),
            ),
          );
  if (found.length !== codes.length)
    throw invalid('adminServer.permissionUnknown', { app: input.appCode });
  const ids = found.map((r) => r.id);
  const target = { userId: user.id, unitId: unit.id, appCode: input.appCode };
  await guardWrite(() =>
    db.transaction(async (tx) => {
      if (input.mode === 'replace') return replaceGrants(tx, target, kind, ids);
      const table = kind === 'menu' ? userMenus : userResources;
      const column = kind === 'menu' ? userMenus.menuId : userResources.resourceId;
      const mine = and(eq(table.userId, user.id), eq(table.unitId, unit.id));
      if (!ids.length) return;
      if (input.mode === 'remove') {
        await tx.delete(table).where(and(mine, inArray(column, ids)));
      } else if (kind === 'menu') {
        await tx
          .insert(userMenus)
          .values(ids.map((menuId) => ({ userId: user.id, unitId: unit.id, menuId })))
          .onConflictDoNothing();
      } else {
        await tx
          .insert(userResources)
          .values(ids.map((resourceId) => ({ userId: user.id, unitId: unit.id, resourceId })))
          .onConflictDoNothing();
      }
    }),
  );
  return { saved: 1 };
};
