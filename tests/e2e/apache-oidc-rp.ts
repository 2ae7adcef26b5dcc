import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';
const NEEDED = ['mod_auth_openidc.so', 'mod_mpm_prefork.so', 'mod_include.so', 'mod_authz_user.so'];

/** Debian's packages the stock client needs; the test fails (not skips) without them. */
export function apacheMissing(): string | null {
  const absent = [APACHE, ...NEEDED.map((module) => join(MODULES, module))].filter(
    (file) => !existsSync(file),
  );
  return absent.length
    ? `Apache with mod_auth_openidc is needed (apt-get install apache2 libapache2-mod-auth-openidc); missing: ${absent.join(', ')}`
    : null;
}

export interface ApacheRp {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The page behind mod_auth_openidc that shows what Apache was told about the user. */
  whoami: string;
  /** The same page where the sign-in request carries `acrValues` (when given). */
  acrWhoami: string;
  redirectUri: string;
  /** Where the RP's own logout sends the browser after the provider's logout. */
  afterLogout: string;
  /** Apache's error log (mod_auth_openidc's messages among it). */
  log(): string;
  stop(): Promise<void>;
}

/** What Apache knows of the signed-in user, written into the page by server-side includes. */
const WHOAMI = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>whoami</title></head><body>
<h1>Signed in</h1>
<dl>
<dt>REMOTE_USER</dt><dd id="remote-user"><!--#echo var="REMOTE_USER" --></dd>
<dt>sub</dt><dd id="sub"><!--#echo var="OIDC_CLAIM_sub" --></dd>
<dt>unit</dt><dd id="unit"><!--#echo var="OIDC_CLAIM_unit_code" --></dd>
<dt>email</dt><dd id="email"><!--#echo var="OIDC_CLAIM_email" --></dd>
<dt>email_verified</dt><dd id="email-verified"><!--#echo var="OIDC_CLAIM_email_verified" --></dd>
<dt>acr</dt><dd id="acr"><!--#echo var="OIDC_CLAIM_acr" --></dd>
<dt>amr</dt><dd id="amr"><!--#echo var="OIDC_CLAIM_amr" --></dd>
</dl></body></html>
`;

/**
 * Apache httpd with Debian's mod_auth_openidc as a confidential client of Portico, on a free
 * loopback port, with its own configuration in a temporary folder (no system service involved):
 * `/protected/` needs a sign-in; its redirect URI also takes back-channel logout tokens. With
 * `acrValues`, the sign-in request of `/protected/acr/` also sends them (`acr_values`).
 */
export async function startApacheRp(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  port: number;
  acrValues?: string;
}): Promise<ApacheRp> {
  const missing = apacheMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'portico-apache-'));
  // The worker runs as www-data when started by root: it must read the pages.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'htdocs/protected'), { recursive: true });
  writeFileSync(join(dir, 'htdocs/protected/whoami.shtml'), WHOAMI);
  mkdirSync(join(dir, 'htdocs/protected/acr'));
  writeFileSync(join(dir, 'htdocs/protected/acr/whoami.shtml'), WHOAMI);
  writeFileSync(join(dir, 'htdocs/bye.html'), '<!DOCTYPE html><title>bye</title><h1>Bye</h1>\n');
  const url = `http://127.0.0.1:${options.port}`;
  const redirectUri = `${url}/protected/redirect_uri`;
  const root = process.getuid?.() === 0;
  const conf = `
ServerRoot "${dir}"
ServerName 127.0.0.1
Listen 127.0.0.1:${options.port}
PidFile "${dir}/httpd.pid"
DefaultRuntimeDir "${dir}"
ErrorLog "${dir}/error.log"
LogLevel warn auth_openidc:info
LoadModule mpm_prefork_module ${MODULES}/mod_mpm_prefork.so
LoadModule authn_core_module ${MODULES}/mod_authn_core.so
LoadModule authz_core_module ${MODULES}/mod_authz_core.so
LoadModule authz_user_module ${MODULES}/mod_authz_user.so
LoadModule include_module ${MODULES}/mod_include.so
LoadModule auth_openidc_module ${MODULES}/mod_auth_openidc.so
${root ? 'User www-data\nGroup www-data' : ''}
StartServers 1
MinSpareServers 1
MaxSpareServers 2
DocumentRoot "${dir}/htdocs"
<Directory "${dir}/htdocs">
  Options +Includes
  Require all granted
</Directory>

OIDCProviderMetadataURL ${options.issuer}/.well-known/openid-configuration
OIDCClientID ${options.clientId}
OIDCClientSecret ${options.clientSecret}
OIDCRedirectURI ${redirectUri}
OIDCCryptoPassphrase ${randomBytes(24).toString('hex')}
OIDCScope "openid profile email portico"
OIDCRemoteUserClaim preferred_username
OIDCPassClaimsAs environment

<Location /protected>
  AuthType openid-connect
  Require valid-user
  SetOutputFilter INCLUDES
</Location>
${
  options.acrValues
    ? `<Location /protected/acr>
  OIDCPathAuthRequestParams "acr_values=${options.acrValues}"
</Location>`
    : ''
}
`;
  writeFileSync(join(dir, 'httpd.conf'), conf);
  let output = '';
  // A process group of its own: on shutdown httpd signals its whole group, the test runner too.
  const child: ChildProcess = spawn(APACHE, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => {
    const file = join(dir, 'error.log');
    return output + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`apache2 exited with ${child.exitCode}:\n${log()}`);
    const up = await fetch(`${url}/bye.html`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`apache2 did not answer:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    whoami: `${url}/protected/whoami.shtml`,
    acrWhoami: `${url}/protected/acr/whoami.shtml`,
    redirectUri,
    afterLogout: `${url}/bye.html`,
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { freePort };
