import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A corporate identity provider for tests (README "Upstream identity providers"): a second
 * oidc-provider instance on loopback with one confidential client, Portico. Whoever signs in is
 * `person`, the `sub` of the ID token (set by the test); the claims map that subject to a name
 * and a suggested user code, which the test may change (a person renamed at the provider).
 */
export interface CorporateIdp {
  issuer: string;
  /** The subject the next sign-in at the provider is made as. */
  person: string;
  claims: Record<string, { preferred_username: string; name: string; email?: string }>;
  /**
   * `foreign`: the JWKS publishes another key under the signing key's id, so the ID tokens are
   * signed with a key the provider never published (a forged token, as far as a client can tell).
   */
  publishedKey: 'own' | 'foreign';
  /** The paths of every request the provider received, in order (discovery, JWKS, token…). */
  seen: string[];
  close(): Promise<void>;
}

export const CORPORATE_CLIENT = { id: 'portico', secret: 'corporate-secret-of-portico' };

function rsaKey(kid: string): JsonWebKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
}

/** The public half of a private JWK. */
function publicOf({ kty, n, e, kid, alg, use }: JsonWebKey): JsonWebKey {
  return { kty, n, e, kid, alg, use };
}

export async function startCorporateIdp(redirectUri: string): Promise<CorporateIdp> {
  const server = createServer();
  const idp: CorporateIdp = {
    issuer: '',
    person: 'alice',
    claims: {},
    publishedKey: 'own',
    seen: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  idp.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const signing = rsaKey('corporate-signing-key');
  const foreign = publicOf(rsaKey('corporate-signing-key'));
  const provider = new Provider(idp.issuer, {
    clients: [
      {
        client_id: CORPORATE_CLIENT.id,
        client_secret: CORPORATE_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signing as never] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    cookies: { keys: ['corporate-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...idp.claims[sub] }),
    }),
    // Consent is the company's business: every scope asked for is granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (request, response) => {
    idp.seen.push(new URL(request.url ?? '/', idp.issuer).pathname);
    // The login screen: whoever the test named signs in at once.
    if (request.url?.startsWith('/interaction/')) {
      void provider
        .interactionFinished(request, response, { login: { accountId: idp.person } })
        .catch(() => response.writeHead(400).end());
      return;
    }
    if (request.url === '/jwks' && idp.publishedKey === 'foreign') {
      response.writeHead(200, { 'content-type': 'application/jwk-set+json' });
      response.end(JSON.stringify({ keys: [foreign] }));
      return;
    }
    callback(request, response);
  });
  return idp;
}
