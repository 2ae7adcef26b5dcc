import { z } from 'zod';
import { CUSTOMER_FLAGS, type CustomerFlag } from './app-config';
import { apiBasesSchema, moduleSwitchesSchema, outsideLinkRulesSchema } from './app-config-schema';
import { HOST_NAME_PATTERN } from './domains';

/**
 * Project config (/config/project-config; product.md §3 "Session/config"): the values the server
 * serves in /app-config/loginSystemConfig.json that an administrator may change — api addresses,
 * outside-link allow lists, pack-module switches and customer flags. appCode, customer, sso and
 * the hub address stay deployment settings: changing them from a screen could lock everyone out.
 */

export { CUSTOMER_FLAGS, type CustomerFlag };

export const MODULE_SWITCHES = ['MESSAGE', 'USER_BAR', 'LANG', 'DEV_NAVIGATION'] as const;

export const projectConfigSchema = z.object({
  apiBases: apiBasesSchema,
  outsideLinks: outsideLinkRulesSchema,
  modules: moduleSwitchesSchema,
  customerFlags: z.record(z.enum(CUSTOMER_FLAGS), z.boolean()),
});
export type ProjectConfig = z.output<typeof projectConfigSchema>;

/** Schemes a link may never be allowed with: they run code in the page (DESIGN.md). */
const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'data', 'blob'];

/**
 * An API base: a path on this server ('/uc'), an absolute URL of one of `schemes`, or '' (the
 * page's own origin, as INTERNAL_MESSAGE is by default).
 */
export function isApiBase(value: string, schemes: readonly string[]): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol.slice(0, -1)) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** 'https', 'https:' or 'weixin': a scheme name; never one that runs script. */
export function isLinkProtocol(value: string): boolean {
  const name = value.trim().toLowerCase().replace(/:$/, '');
  return /^[a-z][a-z0-9+.-]{0,31}$/.test(name) && !SCRIPT_SCHEMES.includes(name);
}

/** 'example.com' or '*.example.com' (its subdomains). */
export function isLinkDomain(value: string): boolean {
  const host = value.trim().replace(/^\*\./, '');
  return HOST_NAME_PATTERN.test(host);
}

/** A TCP port, 1 to 65535, written as digits. */
export function isPort(value: string): boolean {
  return /^\d{1,5}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 65535;
}

const WEB = ['http', 'https'];
const apiBase = (schemes: readonly string[], key: 'config.apiBase.invalid') =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => isApiBase(v, schemes), key);

const list = (check: (v: string) => boolean, key: string) =>
  z
    .array(z.string().trim().min(1, key).max(253).refine(check, key))
    .max(100)
    .transform((items) => [...new Set(items)]);

/** PUT (or POST) {UC}/projectConfig/save; GET {UC}/projectConfig answers a ProjectConfig. */
export const projectConfigSaveSchema = z.object({
  apiBases: z.object({
    UC: apiBase(WEB, 'config.apiBase.invalid').refine((v) => v !== '', 'config.apiBase.ucRequired'),
    INTERNAL_MESSAGE: apiBase(WEB, 'config.apiBase.invalid'),
    WEB_SOCKET: apiBase([...WEB, 'ws', 'wss'], 'config.apiBase.invalid'),
    TRANSLATE: apiBase(WEB, 'config.apiBase.invalid'),
  }),
  outsideLinks: z.object({
    protocols: list(isLinkProtocol, 'config.protocol.invalid').transform((items) =>
      items.map((p) => p.toLowerCase().replace(/:$/, '')),
    ),
    domains: list(isLinkDomain, 'config.linkDomain.invalid').transform((items) =>
      items.map((d) => d.toLowerCase()),
    ),
    ports: list(isPort, 'config.port.invalid').transform((items) =>
      items.map((p) => String(Number(p))),
    ),
  }),
  modules: z.object({
    MESSAGE: z.boolean(),
    USER_BAR: z.boolean(),
    LANG: z.boolean(),
    DEV_NAVIGATION: z.boolean(),
  }),
  customerFlags: z.object({
    outsideChain: z.boolean(),
    wanda: z.boolean(),
    shuxiang: z.boolean(),
    polin: z.boolean(),
    kaiyuan: z.boolean(),
    mazhen: z.boolean(),
    ssoLogin: z.boolean(),
    guolv: z.boolean(),
  }),
});
export type ProjectConfigSaveRequest = z.input<typeof projectConfigSaveSchema>;
