import type { ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { oidcPagePolicy } from '../http/content-security-policy';
import { ALWAYS_HEADERS } from '../http/security-headers';

const CSP = 'Content-Security-Policy';

/**
 * The headers every /oidc answer starts with (README "Security headers"). Set on the raw answer
 * before the provider runs: the provider answers outside Fastify's hooks, and it adds the hash
 * of its own form_post script to a policy it finds there.
 */
export function startOidcAnswer(res: ServerResponse): void {
  for (const [name, value] of Object.entries(ALWAYS_HEADERS)) res.setHeader(name, value);
  res.setHeader(CSP, oidcPagePolicy());
}

/** The origin of an absolute http(s) address, or null. */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A page that sends the browser on to a client (the logout confirmation, whose answer redirects
 * to the client's registered post-logout address; a form_post answer to its redirect URI) names
 * that client's origin in form-action, once the address was checked against the client's.
 */
export function allowClientForms(provider: Provider): void {
  provider.use(async (ctx, next) => {
    await next();
    if (!String(ctx.response.get('content-type')).startsWith('text/html')) return;
    const oidc = (ctx as KoaContextWithOIDC).oidc as KoaContextWithOIDC['oidc'] | undefined;
    const params = oidc?.params;
    // A redirect URI counts once the provider matched it to the client's registered ones.
    const answered = oidc?.redirectUriCheckPerformed ? params?.redirect_uri : undefined;
    const targets = [originOf(params?.post_logout_redirect_uri), originOf(answered)];
    const origins = targets.filter((origin): origin is string => !!origin);
    if (!origins.length) return;
    const policy = String(ctx.response.get(CSP));
    ctx.set(
      CSP,
      policy.replace(/form-action ([^;]*)/, (_all, sources: string) =>
        `form-action ${sources} ${origins.join(' ')}`.trim(),
      ),
    );
  });
}
