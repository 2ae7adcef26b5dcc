// A plain web application that signs in through Portico with a standard OpenID Connect library
// (openid-client) and nothing of Portico's own: discovery, authorization code + PKCE, the ID token
// verified against the provider's JWKS, userinfo, RP-initiated logout, and back-channel logout
// (the provider's logout token, verified against the same JWKS, ends the local session).
//
//   ISSUER=http://localhost:8080/oidc CLIENT_ID=GC PORT=5173 node examples/oidc-client/server.mjs
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import * as jose from 'jose';
import * as oidc from 'openid-client';

const issuer = new URL(process.env.ISSUER ?? 'http://localhost:8080/oidc');
const clientId = process.env.CLIENT_ID ?? 'GC';
const clientSecret = process.env.CLIENT_SECRET || undefined;
const port = Number(process.env.PORT ?? 5173);
const base = process.env.EXAMPLE_URL ?? `http://localhost:${port}`;
const redirectUri = `${base}/callback`;

const config = await oidc.discovery(
  issuer,
  clientId,
  clientSecret ? { client_secret: clientSecret } : { token_endpoint_auth_method: 'none' },
  clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
  // Plain http is for a local try-out only; a real deployment uses https and drops this.
  issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
);
// ID tokens are checked against the provider's published keys, not just trusted over TLS.
oidc.enableNonRepudiationChecks(config);

/** In-memory sessions by an opaque cookie: enough for an example. */
const sessions = new Map();

function sessionOf(request) {
  const id = /(?:^|;\s*)example_sid=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
  return id && sessions.has(id) ? { id, data: sessions.get(id) } : null;
}

function newSession(response, data) {
  const id = randomBytes(16).toString('base64url');
  sessions.set(id, data);
  response.setHeader('set-cookie', `example_sid=${id}; Path=/; HttpOnly; SameSite=Lax`);
  return id;
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(response, body) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><meta charset="utf-8"><title>OIDC example</title>${body}`);
}

function redirect(response, to) {
  response.writeHead(303, { location: to }).end();
}

async function handle(request, response) {
  const url = new URL(request.url, base);
  const session = sessionOf(request);
  if (url.pathname === '/') {
    const user = session?.data.user;
    if (!user)
      return page(response, '<h1>Not signed in</h1><a href="/login">Sign in with Portico</a>');
    return page(
      response,
      `<h1>Signed in as <span id="name">${escape(user.name)}</span></h1>
       <dl><dt>User code</dt><dd id="user-code">${escape(user.preferred_username)}</dd>
       <dt>Unit</dt><dd id="unit">${escape(user.unit_code)} ${escape(user.unit_name)}</dd>
       <dt>Roles</dt><dd id="roles">${escape((user.roles ?? []).join(', '))}</dd>
       <dt>ID token issuer</dt><dd id="iss">${escape(session.data.iss)}</dd></dl>
       <a href="/logout">Sign out</a>`,
    );
  }
  if (url.pathname === '/login') {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    newSession(response, { verifier, state });
    const to = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email portico',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return redirect(response, to.href);
  }
  if (url.pathname === '/callback') {
    if (!session?.data.verifier) return redirect(response, '/');
    if (url.searchParams.get('error')) {
      return page(
        response,
        `<h1>Sign-in refused</h1><p id="error">${escape(url.searchParams.get('error'))}: ${escape(url.searchParams.get('error_description') ?? '')}</p>`,
      );
    }
    const tokens = await oidc.authorizationCodeGrant(config, url, {
      pkceCodeVerifier: session.data.verifier,
      expectedState: session.data.state,
    });
    const claims = tokens.claims();
    const user = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    sessions.set(session.id, {
      user,
      iss: claims.iss,
      sid: claims.sid,
      idToken: tokens.id_token,
    });
    return redirect(response, '/');
  }
  if (url.pathname === '/logout') {
    const idToken = session?.data.idToken;
    if (session) sessions.delete(session.id);
    if (!idToken) return redirect(response, '/');
    const to = oidc.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: `${base}/`,
    });
    return redirect(response, to.href);
  }
  if (url.pathname === '/backchannel-logout' && request.method === 'POST') {
    return backchannelLogout(request, response);
  }
  response.writeHead(404).end();
}

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const jwks = jose.createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri));

/**
 * OpenID Connect Back-Channel Logout 1.0: the provider posts a signed logout token when the user
 * signs out of Portico; a valid one ends every local session of that provider session (`sid`),
 * or of the user (`sub`) when it names no session.
 */
async function backchannelLogout(request, response) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 16_384) return response.writeHead(413).end();
  }
  const token = new URLSearchParams(body).get('logout_token') ?? '';
  let claims;
  try {
    ({ payload: claims } = await jose.jwtVerify(token, jwks, {
      issuer: config.serverMetadata().issuer,
      audience: clientId,
      algorithms: ['RS256'],
      maxTokenAge: '2 minutes',
    }));
  } catch {
    return response.writeHead(400).end();
  }
  if (!claims.events?.[BACKCHANNEL_EVENT] || 'nonce' in claims || !(claims.sid || claims.sub)) {
    return response.writeHead(400).end();
  }
  for (const [id, data] of sessions) {
    const same = claims.sid ? data.sid === claims.sid : data.user?.sub === claims.sub;
    if (same) sessions.delete(id);
  }
  console.log(`back-channel logout: sub ${claims.sub} sid ${claims.sid ?? '-'}`);
  response.writeHead(200, { 'cache-control': 'no-store' }).end();
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  });
}).listen(port, 'localhost', () => console.log(`oidc example on ${base}`));
