import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/build-if-missing';
import { freePort } from './server-process';

/** The stock library's browser bundle: a classic script that defines the global `oidc`. */
const LIBRARY = join(repoRoot, 'node_modules/oidc-client-ts/dist/browser/oidc-client-ts.min.js');

/**
 * A browser-only application as its author would write it with oidc-client-ts: a public client
 * (authorization code + PKCE), no backend of its own. One page answers every path: `/callback`
 * finishes a sign-in, `/silent` is the hidden iframe's callback, any other path is the app.
 */
function page(issuer: string, clientId: string): string {
  const settings = JSON.stringify({ issuer, clientId });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>SPA</title>
<script src="/oidc-client-ts.min.js"></script></head>
<body>
<h1 id="state">Loading</h1>
<p>User: <span id="user"></span></p>
<p>Subject: <span id="sub"></span></p>
<p>Error: <span id="error"></span></p>
<button id="sign-in">Sign in</button>
<button id="sign-in-silently">Sign in silently</button>
<button id="check-unprompted">Check without prompting</button>
<button id="sign-out">Sign out</button>
<script>
const { issuer, clientId } = ${settings};
const app = location.origin;
const manager = new oidc.UserManager({
  authority: issuer,
  client_id: clientId,
  redirect_uri: app + '/callback',
  silent_redirect_uri: app + '/silent',
  post_logout_redirect_uri: app + '/',
  response_type: 'code',
  scope: 'openid profile',
  loadUserInfo: true,
});
const text = (id, value) => { document.getElementById(id).textContent = value; };
function show(user) {
  text('user', user ? user.profile.preferred_username : '');
  text('sub', user ? user.profile.sub : '');
  text('state', user ? 'Signed in' : 'Not signed in');
}
function failed(error) {
  text('error', error.error || error.message);
  return manager.getUser().then(show);
}
function home() { history.replaceState(null, '', '/'); }
document.getElementById('sign-in').onclick = () => manager.signinRedirect().catch(failed);
document.getElementById('sign-in-silently').onclick = () => {
  text('error', '');
  manager.signinSilent().then(show, failed);
};
document.getElementById('check-unprompted').onclick = () =>
  manager.signinRedirect({ prompt: 'none' }).catch(failed);
document.getElementById('sign-out').onclick = () => manager.signoutRedirect().catch(failed);
if (location.pathname === '/silent') manager.signinSilentCallback();
else if (location.pathname === '/callback')
  manager.signinRedirectCallback().then((user) => { home(); show(user); }, (error) => { home(); failed(error); });
else manager.getUser().then(show);
</script>
</body>
</html>`;
}

export interface Spa {
  /** `http://localhost:<port>`: another origin than the hub's. */
  url: string;
  close(): Promise<void>;
}

/** Serves the page and the library on a free loopback port, addressed as localhost. */
export async function startSpa(issuer: string, clientId: string): Promise<Spa> {
  const html = page(issuer, clientId);
  const library = await readFile(LIBRARY);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/oidc-client-ts.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(library);
    } else if (path === '/favicon.ico') {
      response.writeHead(404).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
