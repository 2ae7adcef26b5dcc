import { z } from 'zod';

/*
 * The startup files' schemas (api-contract.md §7.2). They live apart from app-config.ts, which the
 * SDK root imports at run time (DEFAULT_API_BASES, CUSTOMER_FLAGS): that file re-exports their
 * types as types only, so a page that loads its config never bundles zod.
 */

/** The four configured API bases (api-contract.md §7.1, DESIGN.md "Defaults"). */
export const apiBasesSchema = z.object({
  UC: z.string(),
  INTERNAL_MESSAGE: z.string(),
  WEB_SOCKET: z.string(),
  TRANSLATE: z.string(),
});

/** One host's entry of /app-config/appConfig.json (api-contract.md §7.2). */
export const hostAppConfigSchema = z.object({
  appCode: z.string(),
  /** The hub's own app code, for child apps. */
  hostAppCode: z.string().optional(),
  customer: z.string(),
  sso: z.boolean(),
  hmId: z.string().optional(),
});

/** /app-config/appConfig.json: keyed by host (`hostname:port`); `default` applies to any other host. */
export const appConfigByHostSchema = z.record(z.string(), hostAppConfigSchema);

/** Outside-link allow lists (product.md §5 "Outside links"). An empty list allows everything. */
export const outsideLinkRulesSchema = z.object({
  protocols: z.array(z.string()),
  domains: z.array(z.string()),
  ports: z.array(z.string()),
});

/** Pack-module switches (product.md §3), all on by default. */
export const moduleSwitchesSchema = z.object({
  MESSAGE: z.boolean(),
  USER_BAR: z.boolean(),
  LANG: z.boolean(),
  DEV_NAVIGATION: z.boolean(),
});

/** /app-config/loginSystemConfig.json (api-contract.md §7.2 "system config"). */
export const loginSystemConfigSchema = z.object({
  apiBases: apiBasesSchema,
  /** Where the SSO hub lives, for child apps. */
  hubUrl: z.string(),
  outsideLinks: outsideLinkRulesSchema,
  modules: moduleSwitchesSchema,
  customerFlags: z.record(z.string(), z.boolean()),
});

/** /app-config/appCode2HostUrl.json: app code → host URL (api-contract.md §7.2). */
export const appCodeToHostUrlSchema = z.record(z.string(), z.string());
