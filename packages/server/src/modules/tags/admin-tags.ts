import type { ServiceOf } from '../../http/mount-call';
import type { ManagedTag, TAG_CALLS } from '@portico/sdk/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managedTags, userManagedTags, users } from '../../db/schema';
import { inScope, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';

/**
 * Managed tags (product.md §3 "tags", api-contract.md §7.4 POST /userManagedTag): a unit's labels
 * for its users. A tag's code is unique per unit (the table's constraint says so too); a user
 * carries only tags of their own unit, so an administrator of the unit manages both.
 */

type TagRow = typeof managedTags.$inferSelect;

function toTag(tag: TagRow, userCount = 0): ManagedTag {
  const { id, unitId, code, name, color } = tag;
  return { id, unitId, code, name, color, userCount };
}

/** GET /managedTag/list?unitId: the unit's tags by code, with how many users carry each. */
export async function listManagedTags(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<ManagedTag[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const rows = await db
    .select({ tag: managedTags, users: count(userManagedTags.userId) })
    .from(managedTags)
    .leftJoin(userManagedTags, eq(userManagedTags.tagId, managedTags.id))
    .where(eq(managedTags.unitId, unit.id))
    .groupBy(managedTags.id)
    .orderBy(asc(managedTags.code));
  return rows.map((r) => toTag(r.tag, r.users));
}

async function visibleTag(db: Database, scope: AdminScope, id: string): Promise<TagRow> {
  const [tag] = await db.select().from(managedTags).where(eq(managedTags.id, id));
  if (!tag || !inScope(scope, tag.unitId)) throw notFound();
  return tag;
}

/** PUT /managedTag/save: adds (no id: to `unitId` or the session unit) or changes a tag. */
export const saveManagedTag: ServiceOf<typeof TAG_CALLS.save> = async (db, scope, input) => {
  const values = { code: input.code, name: input.name, color: input.color ?? null };
  if (input.id) {
    const tag = await visibleTag(db, scope, input.id);
    const [row] = await guardWrite(
      () => db.update(managedTags).set(values).where(eq(managedTags.id, tag.id)).returning(),
      'tags.codeExists',
    );
    const [used] = await db
      .select({ n: count() })
      .from(userManagedTags)
      .where(eq(userManagedTags.tagId, tag.id));
    return toTag(row!, used?.n ?? 0);
  }
  const unit = await visibleUnit(db, scope, input.unitId ?? scope.session.unit.id);
  const [row] = await guardWrite(
    () =>
      db
        .insert(managedTags)
        .values({ unitId: unit.id, ...values })
        .returning(),
    'tags.codeExists',
  );
  return toTag(row!);
};

/** DELETE /managedTag/delete: the tag, and with it every user's mark (cascade). */
export async function deleteManagedTag(db: Database, scope: AdminScope, id: string): Promise<void> {
  const tag = await visibleTag(db, scope, id);
  await db.delete(managedTags).where(eq(managedTags.id, tag.id));
}

async function visibleUser(db: Database, scope: AdminScope, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !inScope(scope, user.unitId)) throw notFound();
  return user;
}

async function tagsOfUser(db: Database, userId: string): Promise<ManagedTag[]> {
  const rows = await db
    .select({ tag: managedTags })
    .from(userManagedTags)
    .innerJoin(managedTags, eq(managedTags.id, userManagedTags.tagId))
    .where(eq(userManagedTags.userId, userId))
    .orderBy(asc(managedTags.code));
  return rows.map((r) => toTag(r.tag));
}

/** GET /userManagedTag/list?userId: the tags a user (of a unit in scope) carries. */
export async function userManagedTagList(
  db: Database,
  scope: AdminScope,
  userId: string,
): Promise<ManagedTag[]> {
  const user = await visibleUser(db, scope, userId);
  return tagsOfUser(db, user.id);
}

/**
 * POST /userManagedTag {userId, tagIds}: the user's tags become exactly `tagIds`. A tag of another
 * unit (or unknown) refuses the whole call, naming tagIds; the replacement is one transaction.
 */
export const saveUserManagedTags: ServiceOf<typeof TAG_CALLS.userSave> = async (
  db,
  scope,
  input,
) => {
  const user = await visibleUser(db, scope, input.userId);
  const tagIds = [...new Set(input.tagIds)];
  if (tagIds.length) {
    const found = await db
      .select({ id: managedTags.id })
      .from(managedTags)
      .where(and(inArray(managedTags.id, tagIds), eq(managedTags.unitId, user.unitId)));
    if (found.length !== tagIds.length) throw invalid('tags.notOfUnit');
  }
  await guardWrite(() =>
    db.transaction(async (tx) => {
      await tx.delete(userManagedTags).where(eq(userManagedTags.userId, user.id));
      if (tagIds.length) {
        await tx
          .insert(userManagedTags)
          .values(tagIds.map((tagId) => ({ userId: user.id, tagId })));
      }
    }),
  );
  return tagsOfUser(db, user.id);
};
