// Debian's nginx in front of the nodes, terminating TLS with a throwaway self-signed certificate,
// configured as the production guide shows ("Reverse proxy and TLS"), in a temp folder.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * The `http` block as the guide shows it: the `map`, the upstream of the nodes, the `location`.
 * `max_fails=0`: a stopped node's refused connect sends the request to the next node, and the
 * node takes requests again as soon as it listens. With nginx's default (`max_fails=1
 * fail_timeout=10s`) a refused node is skipped for 10 s after it is back, so restarting the
 * next one within those 10 s leaves no node and nginx answers 502 (measured: 264 of 1570 calls).
 * Without `keepalive` in the upstream, nginx opens a connection per request (`Connection:
 * close`), so a stopping node never has an idle connection from nginx to close under a request.
 */
export function nginxHttpBlock(dir: string, ports: number[], listen: number): string {
  return `
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream portico {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${listen} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;

    location / {
      proxy_pass http://portico;
      proxy_connect_timeout 5s;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
    }
  }`;
}

export async function startNginx(ports: number[]): Promise<NginxProxy> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} not found: install Debian's nginx (apt-get install nginx)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'portico-rolling-nginx-'));
  mkdirSync(join(dir, 'temp'));
  execFileSync(
    'openssl',
    [
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
    ],
    { stdio: 'pipe' },
  );
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
