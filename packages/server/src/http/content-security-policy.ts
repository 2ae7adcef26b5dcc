/**
 * The Content-Security-Policy of each kind of page (README "Security headers"):
 * - `hub`: the console (login, launcher, shell, administration);
 * - `example`: the pages under /examples/ (child apps and third-party pages of the demo);
 * - `docs`: the API documentation (Swagger UI) at /uc/docs.
 *
 * No page runs inline script or eval: scripts come from files of this server only. Styles may be
 * inline (`style` attributes and the `<style>` elements that React, Radix and the elements insert);
 * CSS cannot run script, and pinning every such element with a nonce would mean rewriting each
 * HTML answer. The elements' constructed stylesheets are not subject to style-src.
 */
export type PageKind = 'hub' | 'example' | 'docs';

export interface PolicyOptions {
  hubOrigin?: string;
  frameAncestors?: string[];
  connectSrc?: string[];
}

export function contentSecurityPolicy(kind: PageKind, options: PolicyOptions = {}): string {
  // The hub frames its own pages and the example child apps (examples/child-app/frame); when
  // those live on another host, they name the hub's origin.
  const ancestors = unique(["'self'", options.hubOrigin, ...(options.frameAncestors ?? [])]);
  // 'self' also covers ws:/wss: to this host: the STOMP connection (api-contract.md §7.9).
  const connect = unique(["'self'", ...(options.connectSrc ?? [])]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Logos and app icons may be uploaded data: URLs or files on other hosts.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    // The shell frames child apps and the outside links the allow-lists accept (product.md §5).
    'frame-src': kind === 'hub' ? ["'self'", 'http:', 'https:'] : ["'self'"],
    'frame-ancestors': ancestors,
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The OpenID Connect provider's own pages under /oidc (the logout confirmation, errors, the
 * provider's form_post answers): nothing loads from anywhere, no script of ours runs (the only
 * script is the provider's form_post submitter, which it pins by hash in script-src), no frame
 * may hold them, and forms go to this server or to `formTargets`: the client origins a logout
 * or an answer is sent on to (a form's redirect counts against form-action too).
 */
export function oidcPagePolicy(formTargets: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': unique(["'self'", ...formTargets]),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}
