import type { FastifyRequest } from 'fastify';

/**
 * How the public style reads keep a unit administrator's script from running with the hub's
 * origin (server README "Style assets"). The hub's CSP allows scripts from 'self'; a script
 * served from here would be one an injected tag could load. So script is served as inert text —
 * `text/plain`, nosniff, `attachment` and a sandbox policy: browsers refuse it in a `<script>`
 * and will not render it as a page — unless a page on another origin opts in with `run=1` in a
 * `<script src>` (Fetch Metadata says so). There it runs with that page's origin, not the hub's.
 */
const INERT = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Disposition': 'attachment',
  'Content-Security-Policy': "sandbox; default-src 'none'",
};

/** A request from a `<script src>` of a page that is not on the hub's origin. */
function isForeignScriptLoad(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  const dest = request.headers['sec-fetch-dest'];
  return dest === 'script' && (site === 'cross-site' || site === 'same-site');
}

/** Headers for a unit's joined javascript: runnable only when opted in from another origin. */
export function styleScriptHeaders(
  request: FastifyRequest,
  optIn: boolean,
): Record<string, string> {
  const vary = { Vary: 'Sec-Fetch-Site, Sec-Fetch-Dest' };
  if (optIn && isForeignScriptLoad(request)) {
    return {
      ...vary,
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
  }
  return { ...vary, ...INERT };
}

/** Types a browser would run as script or render as a page with the hub's origin. */
const ACTIVE_TYPE = /(java|ecma)script|^text\/html|xml|^application\/(x-)?wasm/i;

/** An uploaded file's type as served: active types become inert text. */
export function servedFileType(contentType: string): { type: string; inert: boolean } {
  return ACTIVE_TYPE.test(contentType) && !/^image\/svg\+xml/i.test(contentType)
    ? { type: INERT['Content-Type'], inert: true }
    : { type: contentType, inert: false };
}
