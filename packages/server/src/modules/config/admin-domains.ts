import { ServerCode } from '@portico/sdk/internal';
import type { ServiceOf } from '../../http/mount-call';
import type { AdminDomainRow, CONFIG_CALLS, domainSaveSchema } from '@portico/sdk/contract';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { brands, domains, units } from '../../db/schema';
import { inScope, notFound, scopeFilterIds, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid, paged } from '../../shared/admin-db';
import { ApiError } from '../../shared/errors';
import { unitByCode } from '../units/units';
import { isHubHost } from './hub-hosts';
import { likePattern } from '../self/user-info';

/**
 * Domain records (product.md §3, /config/domain-list): a host bound to a unit, with the look of
 * its login page. A unit administrator manages the records of their units, the platform all; a
 * record of another unit answers 40401 like an unknown id (admin-access.ts).
 */

type DomainTableRow = typeof domains.$inferSelect;

function toRow(domain: DomainTableRow, unit: { code: string; descript: string }): AdminDomainRow {
  return {
    id: domain.id,
    domain: domain.domain,
    orgCode: unit.code,
    orgName: unit.descript,
    brandCode: domain.brandCode,
    logoUrl: domain.logoUrl,
    backgroundUrl: domain.backgroundUrl,
    copyRight: domain.copyRight,
    loginPage: domain.loginPage,
  };
}

/** GET /domain/list: the caller's units' records, filtered by host and unit code. */
export const listDomains: ServiceOf<typeof CONFIG_CALLS.domainList> = async (db, scope, query) => {
  const ids = scopeFilterIds(scope);
  const filters: (SQL | undefined)[] = [
    ids ? inArray(domains.unitId, ids) : undefined,
    query.domain ? ilike(domains.domain, likePattern(query.domain)) : undefined,
    query.orgCode ? ilike(units.code, likePattern(query.orgCode)) : undefined,
  ];
  const where = and(...filters);
  const [total] = await db
    .select({ n: count() })
    .from(domains)
    .innerJoin(units, eq(units.id, domains.unitId))
    .where(where);
  const rows = await db
    .select({ domain: domains, unit: { code: units.code, descript: units.descript } })
    .from(domains)
    .innerJoin(units, eq(units.id, domains.unitId))
    .where(where)
    .orderBy(asc(domains.domain))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return paged(
    rows.map((r) => toRow(r.domain, r.unit)),
    total?.n ?? 0,
    null,
  );
};

async function visibleDomain(db: Database, scope: AdminScope, id: string) {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  if (!row || !inScope(scope, row.unitId)) throw notFound();
  return row;
}

/** A host the hub serves is every unit's login page: its record is the platform's alone. */
function requirePlatformFor(scope: AdminScope, host: string, hubHosts: readonly string[]) {
  if (!scope.platform && isHubHost(host, hubHosts)) {
    throw new ApiError(ServerCode.FORBIDDEN, 'config.domain.hubHost', { domain: host });
  }
}

/**
 * POST /domain/add, PUT /domain/update: the host is unique ('Domain already exists'); a host the
 * hub serves (`hubHosts`, hub-hosts.ts), before or after the change, only for the platform.
 */
export async function saveDomain(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof domainSaveSchema>,
  hubHosts: readonly string[],
): Promise<AdminDomainRow> {
  if (input.id) {
    const existing = await visibleDomain(db, scope, input.id);
    requirePlatformFor(scope, existing.domain, hubHosts);
  }
  requirePlatformFor(scope, input.domain, hubHosts);
  const unit = await unitByCode(db, input.orgCode);
  // An unknown unit and another's unit answer alike (40401), so codes cannot be probed.
  if (!unit || !inScope(scope, unit.id)) throw notFound('config.orgCode.unknown');
  if (input.brandCode) {
    const [brand] = await db.select().from(brands).where(eq(brands.code, input.brandCode));
    if (!brand) throw invalid('config.brandCode.unknown');
  }
  const [taken] = await db.select().from(domains).where(eq(domains.domain, input.domain));
  if (taken && taken.id !== input.id) throw invalid('config.domain.exists');
  const values = {
    domain: input.domain,
    unitId: unit.id,
    brandCode: input.brandCode ?? null,
    logoUrl: input.logoUrl ?? null,
    backgroundUrl: input.backgroundUrl ?? null,
    copyRight: input.copyRight ?? null,
    loginPage: input.loginPage ?? null,
  };
  const [row] = await guardWrite(
    () =>
      input.id
        ? db.update(domains).set(values).where(eq(domains.id, input.id)).returning()
        : db.insert(domains).values(values).returning(),
    'config.domain.exists',
  );
  if (!row) throw notFound();
  return toRow(row, unit);
}

/** DELETE /domain/delete: the host's login page goes back to the defaults. */
export async function deleteDomain(
  db: Database,
  scope: AdminScope,
  id: string,
  hubHosts: readonly string[],
): Promise<void> {
  const row = await visibleDomain(db, scope, id);
  requirePlatformFor(scope, row.domain, hubHosts);
  await db.delete(domains).where(eq(domains.id, row.id));
}
