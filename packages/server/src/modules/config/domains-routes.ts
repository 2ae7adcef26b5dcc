import { DOMAIN_CALLS, type DomainRecord } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { brands, domains, units } from '../../db/schema';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { unitLanguageOf } from '../units/unit-language';

/**
 * The domain record of a host (product.md §3), its empty fields filled from the customer brand;
 * null when the host has none, and the login page shows its defaults (api-contract.md §8).
 */
export async function domainRecordOf(db: Database, host: string): Promise<DomainRecord | null> {
  const [row] = await db
    .select({ domain: domains, unit: units, brand: brands })
    .from(domains)
    .innerJoin(units, eq(units.id, domains.unitId))
    .leftJoin(brands, eq(brands.code, domains.brandCode))
    .where(eq(domains.domain, host))
    .limit(1);
  if (!row) return null;
  const { domain, brand } = row;
  return {
    id: domain.id,
    domain: domain.domain,
    orgCode: row.unit.code,
    logoUrl: domain.logoUrl ?? brand?.logoUrl ?? null,
    backgroundUrl: domain.backgroundUrl ?? brand?.backgroundUrl ?? null,
    copyRight: domain.copyRight ?? brand?.copyRight ?? null,
    loginPage: domain.loginPage ?? brand?.loginPage ?? brand?.theme ?? null,
    unitLanguage: await unitLanguageOf(db, row.unit),
  };
}

/**
 * GET {UC}/domain/lookup?domain= (product.md §2.6 brand themes): public, since the login page
 * asks before anyone has signed in; it tells only how the page looks and which unit owns it.
 */
export const domainsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, DOMAIN_CALLS, {
    lookup: (_caller, { domain }) => domainRecordOf(db, domain),
  });
};
