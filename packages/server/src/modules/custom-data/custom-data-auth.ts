import type { PagedResult } from '@portico/sdk';
import type { AuthContent, AuthGroup, DataAuthScope, UserDataAuth } from '@portico/sdk/contract';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dataAuthContents, dataAuthGroups, userDataAuths, userUnits } from '../../db/schema';
import { assertUnitInScope, inScope, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUser } from '../users/admin-users';
import { unitById, unitChain } from '../units/units';
import { likePattern } from '../self/user-info';

/**
 * Custom data permissions (api-contract.md §7.9 /customDataAuth; SDK contract/custom-data-auth.ts).
 * Groups and contents belong to a unit and serve it and the units below; a grant gives a user a
 * group, or one of its contents, at a scope (system, unit, degree) in a unit the user works in.
 * User administration: the 'users' scope covers the unit of every grant read or written.
 */

/** The units whose groups serve a unit: itself and its ancestors. */
async function servingUnitIds(db: Database, unitId: string): Promise<string[]> {
  const unit = await unitById(db, unitId);
  return unit ? (await unitChain(db, unit)).map((u) => u.id) : [];
}

type Page = { firstResult: number; pageSize: number };
type GrantRow = typeof userDataAuths.$inferSelect;

function keywordOf(keyword: string | undefined, code: AnyPgColumn, name: AnyPgColumn) {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(ilike(code, pattern), ilike(name, pattern));
}

/** GET /customDataAuth/pageAuthGroups: a unit's groups (the session unit by default). */
export async function pageAuthGroups(
  db: Database,
  scope: AdminScope,
  unitId: string,
  query: Page & { appCode?: string; keyword?: string },
): Promise<PagedResult<AuthGroup>> {
  assertUnitInScope(scope, unitId);
  const filters: (SQL | undefined)[] = [
    inArray(dataAuthGroups.unitId, await servingUnitIds(db, unitId)),
    keywordOf(query.keyword, dataAuthGroups.code, dataAuthGroups.name),
  ];
  if (query.appCode) filters.push(eq(dataAuthGroups.appCode, query.appCode));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(dataAuthGroups).where(where);
  const rows = await db
    .select()
    .from(dataAuthGroups)
    .where(where)
    .orderBy(asc(dataAuthGroups.sort), asc(dataAuthGroups.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  const counts = rows.length
    ? await db
        .select({ groupId: dataAuthContents.groupId, n: count() })
        .from(dataAuthContents)
        .where(
          inArray(
            dataAuthContents.groupId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(dataAuthContents.groupId)
    : [];
  const byGroup = new Map(counts.map((c) => [c.groupId, c.n]));
  return {
    datas: rows.map(({ id, unitId: unit, appCode, code, name }) => ({
      id,
      unitId: unit,
      appCode,
      code,
      name,
      contents: byGroup.get(id) ?? 0,
    })),
    totalRows: total?.n ?? 0,
    statistic: null,
  };
}

/** A group the caller may use: of a unit in scope, or serving the unit they work in. */
async function visibleGroup(db: Database, scope: AdminScope, id: string) {
  const [group] = await db.select().from(dataAuthGroups).where(eq(dataAuthGroups.id, id));
  if (!group) throw notFound();
  if (inScope(scope, group.unitId)) return group;
  if (!(await servingUnitIds(db, scope.session.unit.id)).includes(group.unitId)) throw notFound();
  return group;
}

/** GET /customDataAuth/pageAuthContents: the contents of a group. */
export async function pageAuthContents(
  db: Database,
  scope: AdminScope,
  query: Page & { groupId: string; keyword?: string },
): Promise<PagedResult<AuthContent>> {
  const group = await visibleGroup(db, scope, query.groupId);
  const where = and(
    eq(dataAuthContents.groupId, group.id),
    keywordOf(query.keyword, dataAuthContents.code, dataAuthContents.name),
  );
  const [total] = await db.select({ n: count() }).from(dataAuthContents).where(where);
  const rows = await db
    .select({
      id: dataAuthContents.id,
      groupId: dataAuthContents.groupId,
      code: dataAuthContents.code,
      name: dataAuthContents.name,
    })
    .from(dataAuthContents)
    .where(where)
    .orderBy(asc(dataAuthContents.sort), asc(dataAuthContents.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return { datas: rows, totalRows: total?.n ?? 0, statistic: null };
}

async function toGrant(db: Database, row: GrantRow): Promise<UserDataAuth> {
  const [group] = await db
    .select({ code: dataAuthGroups.code })
    .from(dataAuthGroups)
    .where(eq(dataAuthGroups.id, row.groupId));
  const [content] = row.contentId
    ? await db
        .select({ code: dataAuthContents.code })
        .from(dataAuthContents)
        .where(eq(dataAuthContents.id, row.contentId))
    : [];
  const { id, userId, unitId, groupId, contentId, scope } = row;
  return {
    id,
    userId,
    unitId,
    groupId,
    groupCode: group?.code ?? '',
    contentId,
    contentCode: content?.code ?? null,
    scope,
  };
}

/** GET /customDataAuth/userAuths (not in the contract): a user's grants in the caller's scope. */
export async function userAuths(
  db: Database,
  scope: AdminScope,
  query: { userId: string; unitId?: string },
): Promise<UserDataAuth[]> {
  const user = await visibleUser(db, scope, query.userId);
  const filters = [eq(userDataAuths.userId, user.id)];
  if (query.unitId) filters.push(eq(userDataAuths.unitId, query.unitId));
  const rows = await db
    .select()
    .from(userDataAuths)
    .where(and(...filters))
    .orderBy(asc(userDataAuths.createdAt));
  return Promise.all(rows.filter((r) => inScope(scope, r.unitId)).map((r) => toGrant(db, r)));
}

async function checkContent(db: Database, groupId: string, contentId: string): Promise<void> {
  const [content] = await db
    .select({ id: dataAuthContents.id })
    .from(dataAuthContents)
    .where(and(eq(dataAuthContents.id, contentId), eq(dataAuthContents.groupId, groupId)));
  if (!content) throw invalid('server.invalidInput', { detail: 'contentId: not of this group' });
}

/** POST /customDataAuth/addUserAuth: the same grant twice changes only its scope. */
export async function addUserAuth(
  db: Database,
  scope: AdminScope,
  input: {
    userId: string;
    unitId?: string;
    groupId: string;
    contentId?: string;
    scope: DataAuthScope;
  },
): Promise<UserDataAuth> {
  const user = await visibleUser(db, scope, input.userId);
  const unitId = input.unitId ?? user.unitId;
  assertUnitInScope(scope, unitId);
  if (user.unitId !== unitId) {
    const [relation] = await db
      .select()
      .from(userUnits)
      .where(and(eq(userUnits.userId, user.id), eq(userUnits.unitId, unitId)));
    if (!relation) throw invalid('adminServer.userNotInUnit');
  }
  const group = await visibleGroup(db, scope, input.groupId);
  if (!(await servingUnitIds(db, unitId)).includes(group.unitId)) {
    throw invalid('server.invalidInput', { detail: 'groupId: not a group of this unit' });
  }
  if (input.contentId) await checkContent(db, group.id, input.contentId);
  const same = and(
    eq(userDataAuths.userId, user.id),
    eq(userDataAuths.unitId, unitId),
    eq(userDataAuths.groupId, group.id),
    input.contentId
      ? eq(userDataAuths.contentId, input.contentId)
      : isNull(userDataAuths.contentId),
  );
  const row = await guardWrite(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select().from(userDataAuths).where(same);
      if (existing) {
        const [updated] = await tx
          .update(userDataAuths)
          .set({ scope: input.scope })
          .where(eq(userDataAuths.id, existing.id))
          .returning();
        return updated!;
      }
      const [inserted] = await tx
        .insert(userDataAuths)
        .values({
          userId: user.id,
          unitId,
          groupId: group.id,
          contentId: input.contentId ?? null,
          scope: input.scope,
        })
        .returning();
      return inserted!;
    }),
  );
  return toGrant(db, row);
}

async function visibleGrant(db: Database, scope: AdminScope, id: string): Promise<GrantRow> {
  const [row] = await db.select().from(userDataAuths).where(eq(userDataAuths.id, id));
  if (!row || !inScope(scope, row.unitId)) throw notFound();
  return row;
}

/** PUT /customDataAuth/updateUserAuth: the scope, or the content (null: the whole group). */
export async function updateUserAuth(
  db: Database,
  scope: AdminScope,
  input: { id: string; contentId?: string | null; scope?: DataAuthScope },
): Promise<UserDataAuth> {
  const grant = await visibleGrant(db, scope, input.id);
  if (input.contentId) await checkContent(db, grant.groupId, input.contentId);
  const changes = {
    ...(input.scope ? { scope: input.scope } : {}),
    ...(input.contentId !== undefined ? { contentId: input.contentId } : {}),
  };
  if (!Object.keys(changes).length) return toGrant(db, grant);
  const [row] = await guardWrite(() =>
    db.update(userDataAuths).set(changes).where(eq(userDataAuths.id, grant.id)).returning(),
  );
  if (!row) throw notFound();
  return toGrant(db, row);
}

/** DELETE /customDataAuth/deleteUserAuth?id. */
export async function deleteUserAuth(db: Database, scope: AdminScope, id: string): Promise<void> {
  const grant = await visibleGrant(db, scope, id);
  await db.delete(userDataAuths).where(eq(userDataAuths.id, grant.id));
}
