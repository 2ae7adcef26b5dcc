import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';

/** Debian's packages the stock CAS client needs; the test fails, never skips, without them. */
export const MOD_AUTH_CAS_MISSING =
  'Apache httpd with mod_auth_cas is needed: apt-get install apache2 libapache2-mod-auth-cas';

export interface ModAuthCas {
  /** The protected page: it prints `user=<REMOTE_USER>`. */
  page: string;
  /** The same page where mod_auth_cas asks for a new sign-in (`CASRenew`). */
  renewPage: string;
  /** The origin Portico registers as the application's address. */
  origin: string;
  /** How many mod_auth_cas sessions are kept (files in its cookie folder). */
  sessions(): number;
  log(): string;
  stop(): Promise<void>;
}

/**
 * A stock CAS client: Debian's Apache httpd with mod_auth_cas, single logout on, protecting an SSI
 * page that prints REMOTE_USER, on a free loopback port with its own configuration, pid file and
 * logs in a temporary folder. Started as root, its workers run as `nobody`, which owns the folder
 * mod_auth_cas keeps its sessions in.
 */
export async function startModAuthCas(casBase: string): Promise<ModAuthCas> {
  if (!existsSync(APACHE) || !existsSync(`${MODULES}/mod_auth_cas.so`)) {
    throw new Error(MOD_AUTH_CAS_MISSING);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'portico-mod-auth-cas-'));
  const htdocs = join(dir, 'htdocs');
  const cache = join(dir, 'cas-cache');
  mkdirSync(join(htdocs, 'app', 'renew'), { recursive: true });
  mkdirSync(cache);
  const page =
    '<!DOCTYPE html><title>whoami</title><p id="user">user=<!--#echo var="REMOTE_USER" --></p>\n';
  const root = process.getuid?.() === 0;
  for (const path of [dir, htdocs, join(htdocs, 'app'), join(htdocs, 'app', 'renew')]) {
    chmodSync(path, 0o755);
    if (path !== dir && path !== htdocs) {
      writeFileSync(join(path, 'whoami.shtml'), page);
      chmodSync(join(path, 'whoami.shtml'), 0o644);
    }
  }
  // The workers write the sessions; as root they run as nobody (httpd refuses to run as root).
  if (root) chownSync(cache, 65534, 65534);
  const modules = [
    'mpm_event',
    'authz_core',
    'authz_user',
    'authn_core',
    'include',
    'auth_cas',
  ].map((name) => `LoadModule ${name}_module ${MODULES}/mod_${name}.so`);
  writeFileSync(
    join(dir, 'httpd.conf'),
    [
      `ServerRoot ${dir}`,
      `Listen 127.0.0.1:${port}`,
      'ServerName 127.0.0.1',
      `PidFile ${dir}/httpd.pid`,
      `ErrorLog ${dir}/error.log`,
      'LogLevel warn auth_cas:debug',
      `DefaultRuntimeDir ${dir}`,
      `Mutex file:${dir}`,
      ...modules,
      ...(root ? ['User nobody', 'Group nogroup'] : []),
      `DocumentRoot ${htdocs}`,
      `CASCookiePath ${cache}/`,
      `CASLoginURL ${casBase}/login`,
      `CASValidateURL ${casBase}/serviceValidate`,
      'CASSSOEnabled On',
      'CASDebug On',
      `<Directory ${htdocs}>`,
      '  Options +Includes',
      '  SetOutputFilter INCLUDES',
      '  Require all granted',
      '</Directory>',
      '<Location /app/>',
      '  AuthType CAS',
      '  Require valid-user',
      '</Location>',
      // Pages under /app/renew/ want a sign-in made for them (CAS renew).
      `<Directory ${htdocs}/app/renew>`,
      '  CASRenew /app/renew/',
      '</Directory>',
      '',
    ].join('\n'),
  );
  let output = '';
  const child: ChildProcess = spawn(APACHE, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const readLog = () => {
    try {
      return `${output}${readFileSync(join(dir, 'error.log'), 'utf8')}`;
    } catch {
      return output;
    }
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`apache2 exited:\n${readLog()}`);
    const up = await fetch(`${origin}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`apache2 did not answer:\n${readLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    page: `${origin}/app/whoami.shtml`,
    renewPage: `${origin}/app/renew/whoami.shtml`,
    origin,
    sessions: () => readdirSync(cache).filter((name) => !name.startsWith('.')).length,
    log: readLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
