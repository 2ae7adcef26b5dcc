import type { ServiceOf } from '../../http/mount-call';
import type { BrandRow, brandSaveSchema, CONFIG_CALLS } from '@portico/sdk/contract';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { brands, domains } from '../../db/schema';
import { assertPlatform, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid, paged } from '../../shared/admin-db';
import { likePattern } from '../self/user-info';

/**
 * Customer brands (/code/{code}): the login-page look a domain record falls back to. Brands are
 * shared by every unit, so only platform administrators change or list them (40301 otherwise).
 */

type BrandTableRow = typeof brands.$inferSelect;

function toRow(brand: BrandTableRow, domainCount: number): BrandRow {
  const { code, descript, theme, loginPage, logoUrl, backgroundUrl, copyRight } = brand;
  return {
    code,
    descript,
    theme,
    loginPage,
    logoUrl,
    backgroundUrl,
    copyRight,
    domains: domainCount,
  };
}

async function domainCount(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(domains).where(eq(domains.brandCode, code));
  return row?.n ?? 0;
}

/** GET /brand/list?keyword: paged by code. */
export const listBrands: ServiceOf<typeof CONFIG_CALLS.brandList> = async (db, scope, query) => {
  assertPlatform(scope);
  const where = query.keyword
    ? or(
        ilike(brands.code, likePattern(query.keyword)),
        ilike(brands.descript, likePattern(query.keyword)),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(brands).where(where);
  const rows = await db
    .select({ brand: brands, n: count(domains.id) })
    .from(brands)
    .leftJoin(domains, eq(domains.brandCode, brands.code))
    .where(where)
    .groupBy(brands.code)
    .orderBy(asc(brands.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return paged(
    rows.map((r) => toRow(r.brand, r.n)),
    total?.n ?? 0,
    null,
  );
};

/** GET /brand/detail?code: one brand (40401 when unknown). */
export async function brandDetail(db: Database, scope: AdminScope, code: string) {
  assertPlatform(scope);
  const [brand] = await db.select().from(brands).where(eq(brands.code, code));
  if (!brand) throw notFound();
  return toRow(brand, await domainCount(db, code));
}

/** POST /brand/add (a new code) and PUT /brand/update (an existing one). */
export async function saveBrand(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof brandSaveSchema>,
  mode: 'add' | 'update',
): Promise<BrandRow> {
  assertPlatform(scope);
  const [existing] = await db.select().from(brands).where(eq(brands.code, input.code));
  if (mode === 'add' && existing) throw invalid('config.brand.exists');
  if (mode === 'update' && !existing) throw notFound();
  const values = {
    descript: input.descript,
    theme: input.theme ?? null,
    loginPage: input.loginPage ?? null,
    logoUrl: input.logoUrl ?? null,
    backgroundUrl: input.backgroundUrl ?? null,
    copyRight: input.copyRight ?? null,
  };
  const [row] = await guardWrite(
    () =>
      mode === 'add'
        ? db
            .insert(brands)
            .values({ code: input.code, ...values })
            .returning()
        : db.update(brands).set(values).where(eq(brands.code, input.code)).returning(),
    'config.brand.exists',
  );
  if (!row) throw notFound();
  return toRow(row, await domainCount(db, row.code));
}

/** DELETE /brand/delete: the domains that used it keep their own fields, without a brand. */
export async function deleteBrand(db: Database, scope: AdminScope, code: string): Promise<void> {
  assertPlatform(scope);
  const [row] = await db.delete(brands).where(eq(brands.code, code)).returning();
  if (!row) throw notFound();
}
