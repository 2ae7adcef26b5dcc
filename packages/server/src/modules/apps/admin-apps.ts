import type { ServiceOf } from '../../http/mount-call';
import type { AdminApp, AdminAppLink, APP_CALLS, LocaleTexts } from '@portico/sdk/contract';
import { LOCALES } from '@portico/sdk';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appLinks, apps, unitApps } from '../../db/schema';
import { invalidateAllowedOrigins } from './allowed-origins';
import { assertPlatform, inScope, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { USER_CENTRE_APP_CODE } from './apps';
import { visibleUnit } from '../units/admin-units';

/**
 * Applications (product.md §2.5 /apply/applyList) and their links (/apply/applyConfigList).
 * Apps are the platform's: only its administrators list, add, change or delete them. Links belong
 * to a unit (the "My Apps" popover of its users, product.md §2.7).
 */

type AppRow = typeof apps.$inferSelect;

function toApp(app: AppRow, openUnits: number): AdminApp {
  const { code, descript, logo, sLogo, href, sso, status, sort } = app;
  return { code, descript, logo, sLogo, href, sso, status, sort, openUnits };
}

/** GET /apply/list: every app, in launcher order, with how many units opened it. */
export async function listAdminApps(db: Database, scope: AdminScope): Promise<AdminApp[]> {
  assertPlatform(scope);
  const rows = await db
    .select({ app: apps, open: count(unitApps.unitId) })
    .from(apps)
    .leftJoin(unitApps, and(eq(unitApps.appCode, apps.code), eq(unitApps.enabled, true)))
    .groupBy(apps.code)
    .orderBy(asc(apps.sort), asc(apps.code));
  return rows.map((r) => toApp(r.app, r.open));
}

async function appByCode(db: Database, code: string): Promise<AppRow> {
  const [app] = await db.select().from(apps).where(eq(apps.code, code));
  if (!app) throw notFound();
  return app;
}

async function adminApp(db: Database, code: string): Promise<AdminApp> {
  const app = await appByCode(db, code);
  const [open] = await db
    .select({ n: count() })
    .from(unitApps)
    .where(and(eq(unitApps.appCode, code), eq(unitApps.enabled, true)));
  return toApp(app, open?.n ?? 0);
}

/** POST /apply/add: a new app (opened for no unit yet). */
export const addApp: ServiceOf<typeof APP_CALLS.add> = async (db, scope, input) => {
  assertPlatform(scope);
  await guardWrite(
    () =>
      db.insert(apps).values({
        ...input,
        logo: input.logo ?? null,
        sLogo: input.sLogo ?? null,
        href: input.href ?? null,
      }),
    'applications.codeExists',
    { code: input.code },
  );
  invalidateAllowedOrigins(db);
  return adminApp(db, input.code);
};

/** PUT /apply/update: the given fields of an app. */
export const updateApp: ServiceOf<typeof APP_CALLS.update> = async (db, scope, input) => {
  assertPlatform(scope);
  const { code, ...changes } = input;
  const app = await appByCode(db, code);
  if (app.code === USER_CENTRE_APP_CODE && changes.status === 'disabled') {
    throw invalid('applications.userCentreKept');
  }
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(apps).set(set).where(eq(apps.code, app.code));
  invalidateAllowedOrigins(db);
  return adminApp(db, app.code);
};

/** DELETE /apply/delete: the app with everything of it (cascades); never the user centre. */
export async function deleteApp(db: Database, scope: AdminScope, code: string): Promise<void> {
  assertPlatform(scope);
  const app = await appByCode(db, code);
  if (app.code === USER_CENTRE_APP_CODE) throw invalid('applications.userCentreKept');
  await guardWrite(() => db.delete(apps).where(eq(apps.code, app.code)));
  invalidateAllowedOrigins(db);
}

type LinkRow = typeof appLinks.$inferSelect;

function toLink(link: LinkRow): AdminAppLink {
  const { id, unitId, code, url, icon, iconName, color, descript, sort } = link;
  const descriptions = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const text = link.translations?.[locale]?.descript;
      return text ? [[locale, text]] : [];
    }),
  );
  return { id, unitId, code, url, icon, iconName, color, descript, sort, descriptions };
}

/** The stored wording per locale of the descriptions an editor wrote; empty ones are left out. */
function linkTranslations(descriptions: LocaleTexts): LinkRow['translations'] {
  const kept = LOCALES.flatMap((locale) => {
    const text = descriptions[locale]?.trim();
    return text ? [[locale, { descript: text }] as const] : [];
  });
  return kept.length ? Object.fromEntries(kept) : null;
}

/** GET /apply/links?unitId: the unit's own links, in popover order. */
export async function listAppLinks(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<AdminAppLink[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const rows = await db
    .select()
    .from(appLinks)
    .where(eq(appLinks.unitId, unit.id))
    .orderBy(asc(appLinks.sort), asc(appLinks.code));
  return rows.map(toLink);
}

async function visibleLink(db: Database, scope: AdminScope, id: string): Promise<LinkRow> {
  const [link] = await db.select().from(appLinks).where(eq(appLinks.id, id));
  if (!link || !inScope(scope, link.unitId)) throw notFound();
  return link;
}

/** PUT /apply/saveLink: adds (no id) or changes a link of a unit; its code unique in the unit. */
export const saveAppLink: ServiceOf<typeof APP_CALLS.saveLink> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  if (input.id && (await visibleLink(db, scope, input.id)).unitId !== unit.id) throw notFound();
  const values = {
    unitId: unit.id,
    code: input.code,
    url: input.url ?? null,
    icon: input.icon ?? null,
    iconName: input.iconName ?? null,
    color: input.color ?? null,
    descript: input.descript,
    sort: input.sort,
  };
  const [row] = await guardWrite(
    () =>
      input.id
        ? db
            .update(appLinks)
            // A new description drops the wording of the old one in other locales: the
            // administrator's text is what every reader sees from then on.
            .set({
              ...values,
              translations: input.descriptions
                ? linkTranslations(input.descriptions)
                : sql`case when ${appLinks.descript} = ${input.descript} then ${appLinks.translations} end`,
            })
            .where(eq(appLinks.id, input.id))
            .returning()
        : db
            .insert(appLinks)
            .values({ ...values, translations: linkTranslations(input.descriptions ?? {}) })
            .returning(),
    'applications.linkCodeExists',
    { code: input.code },
  );
  return toLink(row!);
};

/** DELETE /apply/deleteLink. */
export async function deleteAppLink(db: Database, scope: AdminScope, id: string): Promise<void> {
  const link = await visibleLink(db, scope, id);
  await db.delete(appLinks).where(eq(appLinks.id, link.id));
}
