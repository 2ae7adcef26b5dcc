import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { originSetting } from '../db/demo/org';
import { contentSecurityPolicy, type PageKind } from './content-security-policy';

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
 * Security headers on every answer (DESIGN.md "Security model"): helmet's defaults for the
 * headers that never change (nosniff, Referrer-Policy, X-Frame-Options…), and, per answer, a
 * Content-Security-Policy for HTML, COOP for the hub's pages, HSTS over TLS and no-store on API
 * JSON (tokens among it). Set in onSend, so 404s, error envelopes and files get them too.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): void {
  app.register(helmet, {
    // Chosen per answer below: they depend on the page and on the transport.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    // Child apps on other origins embed the elements script and logos with plain tags.
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });

  const policies = {
    hub: contentSecurityPolicy('hub', options),
    example: contentSecurityPolicy('example', options),
    docs: contentSecurityPolicy('docs', options),
  } satisfies Record<PageKind, string>;

  app.addHook('onSend', async (request, reply, payload) => {
    // Again here, in case a route replaced them.
    reply.headers(ALWAYS_HEADERS);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
    }
    const path = request.url.split('?')[0] ?? '/';
    if (isHtml(reply)) {
      const kind = pageKind(path);
      if (!reply.hasHeader('Content-Security-Policy')) {
        const tls = request.protocol === 'https' ? '; upgrade-insecure-requests' : '';
        reply.header('Content-Security-Policy', policies[kind] + tls);
      }
      // The hub's pages keep their window to themselves; child apps open in tabs of their own.
      if (kind === 'hub') reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    }
    if (isApiJson(path, reply) && !reply.hasHeader('Cache-Control')) {
      // Sign-in, check, reLogin… answer tokens; no API answer belongs in a shared cache.
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('Content-Type') ?? '').startsWith('text/html');
}

function isApiJson(path: string, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('Content-Type') ?? '');
  return type.startsWith('application/json') && API_PREFIXES.some((p) => path.startsWith(p));
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
