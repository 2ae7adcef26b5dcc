import { createServer } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A corporate identity provider for tests (README "Upstream identity providers"): a second
 * oidc-provider instance on loopback with one confidential client, Portico. Whoever signs in is
 * `person` (set by the test); the claims map that person to a name and a user code.
 */
export interface CorporateIdp {
  issuer: string;
  /** The identity the next sign-in at the provider is made as. */
  person: string;
  claims: Record<string, { preferred_username: string; name: string; email?: string }>;
  close(): Promise<void>;
}

export const CORPORATE_CLIENT = { id: 'portico', secret: 'corporate-secret-of-portico' };

export async function startCorporateIdp(redirectUri: string): Promise<CorporateIdp> {
  const server = createServer();
  const idp: CorporateIdp = {
    issuer: '',
    person: 'alice',
    claims: {},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  idp.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

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
    // The login screen: whoever the test named signs in at once.
    if (request.url?.startsWith('/interaction/')) {
      void provider
        .interactionFinished(request, response, { login: { accountId: idp.person } })
        .catch(() => response.writeHead(400).end());
      return;
    }
    callback(request, response);
  });
  return idp;
}
