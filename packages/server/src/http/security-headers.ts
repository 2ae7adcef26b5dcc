import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originSetting } from '../db/demo/org';
import { contentSecurityPolicy, type PageKind } from './content-security-policy';
import { pathOf } from './request-log';

/**
 * What operators may add to the policy (README "Security headers"); everything else is fixed.
 * Read from the environment by `securityHeaderOptionsFromEnv` in main.ts.
 */
export interface SecurityHeaderOptions {
  /** The hub's origin when the example apps live on another host (PORTICO_HUB_ORIGIN). */
  hubOrigin?: string;
  /** More origins that may frame our pages (PORTICO_FRAME_ANCESTORS). */
  frameAncestors?: string[];
  /** More origins pages may call or connect to: an API or STOMP node elsewhere (PORTICO_CSP_CONNECT_SRC). */
  connectSrc?: string[];
}

/** The API bases: their JSON answers carry personal data or tokens and are never stored. */
const API_PREFIXES = ['/uc/', '/internal-message/', '/translate/', '/app-config/'];
const DOCS_PREFIX = '/uc/docs';
const ONE_YEAR = 31_536_000;

/** On every answer: no type sniffing, and no page of ours leaks its URL (it may carry ssoToken). */
export const ALWAYS_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The headers that never change, on every answer: helmet's defaults (what `helmet()` sets with
 * the per-answer headers below turned off) and ALWAYS_HEADERS. Written once here rather than by
 * helmet's middleware chain, which costs more per request than the rest of a health check.
 * No Cross-Origin-Resource-Policy: child apps on other origins embed the elements script and
 * logos with plain tags.
 */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'origin-agent-cluster': '?1',
  'referrer-policy': ALWAYS_HEADERS['Referrer-Policy'],
  'x-content-type-options': ALWAYS_HEADERS['X-Content-Type-Options'],
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Answers under this prefix are written on the raw response by the OpenID Connect provider
 * (the reply is hijacked, so the reply's headers and onSend never apply): the static headers go
 * on the raw response there.
 */
const RAW_ANSWER_PREFIX = '/oidc';

/**
 * Security headers on every answer (DESIGN.md "Security model"): the static set (nosniff,
 * Referrer-Policy, X-Frame-Options…) when the request arrives, and, per answer, a
 * Content-Security-Policy for HTML, COOP for the hub's pages, HSTS over TLS and no-store on API
 * JSON (tokens among it). The per-answer ones are set in onSend, so 404s, error envelopes and
 * files get them too. Both hooks are synchronous: they run on every request.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): void {
  const policies = {
    hub: contentSecurityPolicy('hub', options),
    example: contentSecurityPolicy('example', options),
    docs: contentSecurityPolicy('docs', options),
  } satisfies Record<PageKind, string>;
  const staticEntries = Object.entries(STATIC_HEADERS);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(RAW_ANSWER_PREFIX)) {
      for (const [name, value] of staticEntries) reply.raw.setHeader(name, value);
    } else {
      reply.headers(STATIC_HEADERS);
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Again here, in case a route replaced them.
    reply.headers(ALWAYS_HEADERS);
    const tls = request.protocol === 'https';
    if (tls) reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
    const type = contentTypeOf(reply);
    if (type.startsWith('text/html')) {
      const kind = pageKind(pathOf(request.url));
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header(
          'Content-Security-Policy',
          tls ? `${policies[kind]}; upgrade-insecure-requests` : policies[kind],
        );
      }
      // The hub's pages keep their window to themselves; child apps open in tabs of their own.
      if (kind === 'hub') reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    } else if (isApiJson(request, type) && !reply.hasHeader('Cache-Control')) {
      // Sign-in, check, reLogin… answer tokens; no API answer belongs in a shared cache.
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

function contentTypeOf(reply: FastifyReply): string {
  const type = reply.getHeader('Content-Type');
  return typeof type === 'string' ? type : String(type ?? '');
}

function isApiJson(request: FastifyRequest, type: string): boolean {
  return type.startsWith('application/json') && API_PREFIXES.some((p) => request.url.startsWith(p));
}

function pageKind(path: string): PageKind {
  if (path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)) return 'docs';
  if (path === '/examples' || path.startsWith('/examples/')) return 'example';
  return 'hub';
}

/** The operator's settings: origins separated by spaces or commas. */
export function securityHeaderOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): SecurityHeaderOptions {
  return {
    hubOrigin: originSetting(env.PORTICO_HUB_ORIGIN, 'PORTICO_HUB_ORIGIN') || undefined,
    frameAncestors: originList(env.PORTICO_FRAME_ANCESTORS, 'PORTICO_FRAME_ANCESTORS'),
    connectSrc: sourceList(env.PORTICO_CSP_CONNECT_SRC, 'PORTICO_CSP_CONNECT_SRC'),
  };
}

function originList(value: string | undefined, name: string): string[] {
  return splitList(value).map((item) => originSetting(item, name));
}

/** http(s) or ws(s) origins: an API or a STOMP endpoint on another host. */
function sourceList(value: string | undefined, name: string): string[] {
  return splitList(value).map((item) => {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
      throw new Error(`${name} must list http(s) or ws(s) origins (got ${item})`);
    }
    return url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
  });
}

function splitList(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}
