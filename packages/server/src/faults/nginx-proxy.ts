// Debian's nginx in front of the nodes, terminating TLS with a throwaway self-signed certificate,
// configured with the production guide's block ("Reverse proxy and TLS"), in a temp folder.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { freePort, sleep } from './fault-kit';

export const NGINX = '/usr/sbin/nginx';

export interface NginxProxy {
  /** `https://127.0.0.1:<port>` */
  base: string;
  /** The certificate to trust, in this process only. */
  ca: Buffer;
  /** Lines of nginx's error log (upstream failures show there). */
  errorLog(): string[];
  stop(): Promise<void>;
}

/** The guide whose nginx configuration the run uses, word for word but for addresses and files. */
export const GUIDE = join(REPO_ROOT, 'docs/guides/production.md');

/**
 * The `http` block: the production guide's ```nginx block ("Reverse proxy and TLS") with the
 * upstream's servers pointed at `ports` (their parameters kept), `listen` on a loopback port and
 * the throwaway certificate. What the guide's choices are for, measured by this run:
 * - `max_fails=0`: a stopped node's refused connect sends the request to the next node, and a
 *   node takes requests again as soon as it listens. With nginx's default (`max_fails=1
 *   fail_timeout=10s`) a refused node is skipped for 10 s after it is back, so restarting the next
 *   one within those 10 s leaves none, and nginx answered 502 to a sixth to a third of the calls.
 * - `non_idempotent`: a connection the kernel accepted for a node in the instant its port closes
 *   is reset before the node read the request (the accept queue goes with the port). nginx sends
 *   a GET that met such a reset to the next node by itself, a POST only with `non_idempotent`
 *   (without it, 502 to about one publish in a hundred). A stopping node answers every request it
 *   has read, so the resent POST had not run, unless the node crashed.
 * - no `keepalive` in the upstream: a connection per request (`Connection: close`), so a stopping
 *   node has no idle connection from nginx to close under a request.
 */
export function nginxHttpBlock(dir: string, ports: number[], listen: number): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(GUIDE, 'utf8'))?.[1];
  if (!block) throw new Error(`${GUIDE}: no nginx block`);
  let config = block;
  const replace = (pattern: RegExp, by: (...groups: string[]) => string) => {
    if (!pattern.test(config)) throw new Error(`${GUIDE}: the nginx block lacks ${pattern}`);
    config = config.replace(pattern, by as (substring: string, ...args: string[]) => string);
  };
  replace(
    /^(\s*)server\s+[\w.:-]+:\d+([^;\n]*);\n(?:\s*server\s+[\w.:-]+:\d+[^;\n]*;\n)*/m,
    (_all, indent, options) =>
      ports.map((port) => `${indent}server 127.0.0.1:${port}${options};\n`).join(''),
  );
  replace(/listen\s+443\s+ssl;/, () => `listen 127.0.0.1:${listen} ssl;`);
  replace(/ssl_certificate\s+\S+;/, () => `ssl_certificate ${dir}/cert.pem;`);
  replace(/ssl_certificate_key\s+\S+;/, () => `ssl_certificate_key ${dir}/key.pem;`);
  return `
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${config}`;
}

export async function startNginx(ports: number[]): Promise<NginxProxy> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} not found: install Debian's nginx (apt-get install nginx)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'portico-rolling-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const openssl = (args: string[]) => {
    try {
      execFileSync('openssl', args, { stdio: 'pipe' });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `openssl could not make the throwaway certificate (apt-get install openssl)`,
        {
          cause: error,
        },
      );
    }
  };
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
  const port = await freePort();
  // As root the workers would run as `nobody`, who cannot enter the temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {${nginxHttpBlock(dir, ports, port)}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${stderr}`);
    }
    await sleep(50);
  }
  const logFile = join(dir, 'error.log');
  return {
    base: `https://127.0.0.1:${port}`,
    ca: readFileSync(join(dir, 'cert.pem')),
    errorLog: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : []),
    async stop() {
      // SIGQUIT would wait for the WebSocket connections; the run is over.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
