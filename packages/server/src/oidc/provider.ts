import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client';
import { absoluteHttpOrigin } from '../modules/apps/allowed-origins';
import { SESSION_TTL_MS } from '../modules/session/session';
import { findPorticoAccount } from './account';
import { createAdapterFactory } from './adapter';
import { secretMatches } from './clients';
import type { ProviderKeys } from './keys';
import { logoutForm, logoutPage, postLogoutPage, errorPage } from './pages';
import { ACR_VALUES } from './acr';

export interface PorticoProviderOptions {
  db: Database;
  /** The public address of the provider, ending in `/oidc` (README "OpenID Connect"). */
  issuer: string;
  keys: ProviderKeys;
  /** Behind a load balancer: believe X-Forwarded-Proto/-Host (TRUST_PROXY). */
  proxy: boolean;
  /**
   * oidc-provider refuses outgoing calls (back-channel logout) to loopback and private addresses
   * against SSRF; an intranet deployment whose clients live there turns this on.
   */
  allowPrivateNetwork: boolean;
  /** RP-initiated logout the user confirmed with "Sign out": ends the hub session (mount.ts). */
  onEndSession: (ctx: KoaContextWithOIDC) => Promise<void>;
}

/**
 * Claims per scope; `portico` carries the unit and the roles. `acr` and `amr` (how the sign-in
 * was proven) go with every ID token, not only when a client asks for them.
 */
const CLAIMS = {
  openid: ['sub', 'acr', 'amr'],
  profile: ['name', 'preferred_username'],
  email: ['email', 'email_verified'],
  portico: ['unit_code', 'unit_name', 'department', 'roles'],
};

/**
 * The oidc-provider instance: storage on the database, keys from the database, the hub's
 * sign-in as the login screen (interaction.ts), and clients from the applications' settings.
 */
export function createProvider(options: PorticoProviderOptions): Provider {
  const { db, keys } = options;
  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    findAccount: (_ctx, sub) => findPorticoAccount(db, sub),
    claims: CLAIMS,
    // `acr_values` a client may send; the ID token tells the `acr` and `amr` of the sign-in.
    acrValues: ACR_VALUES,
    scopes: ['openid', 'offline_access', 'profile', 'email', 'portico'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    responseTypes: ['code'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutPage,
        postLogoutSuccessSource: postLogoutPage,
      },
    },
    renderError: errorPage,
    // CORS of the token, userinfo and revocation endpoints (README "OpenID Connect"): granted
    // to the origin of one of the calling client's redirect URIs, never to another page. A
    // confidential client's secret belongs on a server, so its token calls get no grant; any
    // client's page may read userinfo with the access token it holds.
    clientBasedCORS: (ctx, origin, client) =>
      (ctx.oidc.route === 'userinfo' || client.clientAuthMethod === 'none') &&
      (client.redirectUris ?? []).some((uri) => absoluteHttpOrigin(uri) === origin),
    // Without the library's dispatcher, nothing checks the address it connects to.
    fetch: (url, init) => {
      if (!options.allowPrivateNetwork) return fetch(url, init);
      const unchecked: RequestInit & { dispatcher?: unknown } = { ...init };
      delete unchecked.dispatcher;
      return fetch(url, unchecked);
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      // A working day, as the hub's own sessions; the cookie itself lasts the browser session.
      Session: SESSION_TTL_MS / 1000,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.proxy;
  // Client secrets are stored hashed (clients.ts): the metadata carries the hash.
  provider.Client.prototype.compareClientSecret = async function compare(
    this: { clientSecret?: string },
    presented: string,
  ) {
    return !!this.clientSecret && secretMatches(this.clientSecret, presented);
  };
  // The event fires inside the request; the hub sign-out runs before the answer leaves, so a
  // client that follows the redirect finds the hub session ended. Only the user's "Sign out"
  // (`logout=yes`) reaches the hub: "Stay signed in" ends the client's part alone.
  const ended = new WeakSet<object>();
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    if (ctx.oidc.params?.logout) ended.add(ctx);
  });
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as KoaContextWithOIDC).oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route === 'end_session') await askBeforeSignOut(ctx as KoaContextWithOIDC);
    if (ended.has(ctx)) await options.onEndSession(ctx as KoaContextWithOIDC);
  });
  return provider;
}

/**
 * Without a signed-in OIDC session the provider answers a logout request with a form that
 * submits itself and signs out: any page could navigate a browser there and end its hub session.
 * That answer becomes the same question the signed-in case asks, so only the user's click signs
 * out. (The policy of /oidc pages would block the script anyway; this keeps the page usable.)
 */
async function askBeforeSignOut(ctx: KoaContextWithOIDC): Promise<void> {
  const { oidc } = ctx;
  const secret = (oidc.session?.state as { secret?: unknown } | undefined)?.secret;
  if (oidc.session?.accountId || ctx.status !== 200 || typeof secret !== 'string') return;
  await logoutPage(ctx, logoutForm(oidc.urlFor('end_session_confirm'), secret));
}
