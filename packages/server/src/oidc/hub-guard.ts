import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client';
import { endOidcSession } from './hub-logout';
import { hubSessionOf } from './interaction';
import { bindToFamily, servesHub } from './session-family';

/** What the interaction route hands the provider beside the login: the hub family that answered. */
export interface HubLoginResult {
  porticoFamily?: string;
}

/**
 * One session with the hub (README "OpenID Connect"). Every authorization request consults the
 * browser's hub session before the provider looks at its own: an OIDC session the hub no longer
 * vouches for (the hub session ended, timed out idle or is gone with the browser, or another
 * account or another sign-in holds the browser now) is ended first, with back-channel logout to
 * its clients, so the provider asks the hub again (`login_required` for `prompt=none`) and a
 * different account gets its own identity, never the previous one's. The resumed authorization
 * binds the OIDC session it signs in to the hub family that answered the interaction.
 */
export function consultHub(
  provider: Provider,
  db: Database,
  onError: (error: unknown) => void,
): void {
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth') await dropUnvouched(provider, db, ctx, onError);
    await next();
    const oidc = (ctx as KoaContextWithOIDC).oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route === 'resume') await bindSignedIn(db, oidc);
  });
}

async function dropUnvouched(
  provider: Provider,
  db: Database,
  ctx: Parameters<Parameters<Provider['use']>[0]>[0],
  onError: (error: unknown) => void,
): Promise<void> {
  const session = await provider.Session.get(ctx as unknown as KoaContextWithOIDC);
  if (!session.accountId) return;
  const hub = await hubSessionOf(db, ctx.req.headers.cookie);
  if (await servesHub(db, session, hub)) return;
  await endOidcSession(db, provider, session.uid, onError);
}

async function bindSignedIn(db: Database, oidc: KoaContextWithOIDC['oidc']): Promise<void> {
  const family = (oidc.result as HubLoginResult | undefined)?.porticoFamily;
  const session = oidc.session as (typeof oidc.session & { destroyed?: boolean }) | undefined;
  if (!family || !session?.accountId || session.destroyed) return;
  await bindToFamily(db, session.uid, family);
}
