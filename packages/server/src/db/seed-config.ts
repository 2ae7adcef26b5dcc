import { and, count, eq, isNull } from 'drizzle-orm';
import {
  DEMO_APP_LINKS,
  DEMO_BRANDS,
  DEMO_CODE_DICTS,
  DEMO_DOMAINS,
  DEMO_IP_WHITELIST,
  DEMO_LOGIN_LIMITS,
  DEMO_MACROS,
  DEMO_OPEN_STEPS,
  DEMO_PARAMETERS,
  DEMO_REMIND_TONES,
  DEMO_SECURITY,
  DEMO_SECURITY_EXCEPTIONS,
  DEMO_TRANSLATIONS,
  demoOutsideLinks,
} from './demo/index';
import {
  appLinks,
  appMacros,
  appOpenSteps,
  brands,
  codeDicts,
  domains,
  ipWhitelist,
  loginLimits,
  parameters,
  remindTones,
  securityExceptions,
  securitySettings,
  settings,
  translations,
} from './schema';
import { DEFAULT_PROJECT_CONFIG, PROJECT_CONFIG_KEY } from '../modules/config/admin-project-config';
import type { SeedContext } from './seed-context';

/** Parameters, security, links, macros, open steps, brands, domains, dict, tones, translations. */
export async function seedConfig(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const unit = (code: string) => ctx.unitId(code);

  await ctx.insertNew(
    parameters,
    DEMO_PARAMETERS.map(({ unit: u, ...p }) => ({ ...p, unitId: unit(u) })),
  );
  await ctx.insertNew(
    securitySettings,
    DEMO_SECURITY.map(({ unit: u, ...s }) => ({ ...s, unitId: unit(u) })),
  );
  await ctx.insertNew(
    ipWhitelist,
    DEMO_IP_WHITELIST.map(({ unit: u, ...w }) => ({ ...w, unitId: unit(u) })),
  );
  await ctx.insertNew(
    securityExceptions,
    DEMO_SECURITY_EXCEPTIONS.map((e) => ({
      unitId: unit(e.unit),
      userId: ctx.userId(e.user),
      kind: e.kind,
    })),
  );
  // Limits have no natural key: a unit that has any keeps its own.
  for (const { unit: u, ...limit } of DEMO_LOGIN_LIMITS) {
    const [existing] = await tx
      .select({ n: count() })
      .from(loginLimits)
      .where(eq(loginLimits.unitId, unit(u)));
    if (!existing?.n) await ctx.insertNew(loginLimits, [{ ...limit, unitId: unit(u) }]);
  }

  await ctx.insertNew(
    appLinks,
    DEMO_APP_LINKS.map(({ unit: u, zh, ...link }, index) => ({
      ...link,
      translations: { 'zh-CN': { descript: zh } },
      unitId: unit(u),
      sort: index,
    })),
  );
  // Links seeded before they had a zh-CN wording get it, unless an administrator rewrote them.
  for (const { unit: u, code, descript, zh } of DEMO_APP_LINKS) {
    await tx
      .update(appLinks)
      .set({ translations: { 'zh-CN': { descript: zh } } })
      .where(
        and(
          eq(appLinks.unitId, unit(u)),
          eq(appLinks.code, code),
          eq(appLinks.descript, descript),
          isNull(appLinks.translations),
        ),
      );
  }
  await ctx.insertNew(
    appMacros,
    DEMO_MACROS.map(({ app, ...m }) => ({ ...m, appCode: app })),
  );
  await ctx.insertNew(
    appOpenSteps,
    DEMO_OPEN_STEPS.map(({ unit: u, app, ...s }) => ({ ...s, unitId: unit(u), appCode: app })),
  );
  await ctx.insertNew(brands, DEMO_BRANDS);
  await ctx.insertNew(
    domains,
    DEMO_DOMAINS.map(({ unit: u, brand, ...d }) => ({ ...d, unitId: unit(u), brandCode: brand })),
  );
  await ctx.insertNew(
    codeDicts,
    DEMO_CODE_DICTS.map(({ app, ...d }, index) => ({ ...d, appCode: app, sort: index })),
  );
  await ctx.insertNew(
    remindTones,
    DEMO_REMIND_TONES.map(({ unit: u, ...t }) => ({ ...t, unitId: unit(u) })),
  );
  await ctx.insertNew(translations, DEMO_TRANSLATIONS);
  // Real outside-link lists: empty ones would let the shell frame any site. A config an
  // administrator saved is kept.
  const projectConfig = { ...DEFAULT_PROJECT_CONFIG, outsideLinks: demoOutsideLinks() };
  await ctx.insertNew(settings, [
    { key: PROJECT_CONFIG_KEY, value: JSON.stringify(projectConfig) },
  ]);
}
