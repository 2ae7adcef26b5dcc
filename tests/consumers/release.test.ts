import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release } from '../../scripts/release';
import { createConsumer, installInto, repo } from './packed-consumer';
import { replayDockerfile, signIn, startRelease, type ReleaseProcess } from './release-kit';

/**
 * The release archive (docs/guides/production.md "Install from the release archive"): made by
 * `npm run release` from the builds (`npm test` builds them first), unpacked into an empty folder
 * outside the repository and started with `portico/bin/portico` and an operator's variables alone.
 */
const version = (
  JSON.parse(readFileSync(path.join(repo, 'packages/server/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const PASSWORD = 'Portico#2026';
const BOOTSTRAP_PASSWORD = 'Release-Test#2026';

let work = '';
let archive = '';
let server: ReleaseProcess | undefined;

/**
 * What an operator sets (production guide "First start"): no demo, one bootstrap administrator
 * whose password the operator chose.
 */
const operatorEnv = (dataDir: string) => (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PORTICO_BOOTSTRAP_ADMIN: 'admin',
  PORTICO_BOOTSTRAP_PASSWORD: BOOTSTRAP_PASSWORD,
  LOG_LEVEL: 'warn',
});

/** The bootstrap administrator signs in; the demo's published password signs nobody in. */
async function signsIn(url: string): Promise<boolean> {
  const demo = await signIn(url, 'PLATFORM', 'admin', PASSWORD);
  const bootstrap = await signIn(url, 'PLATFORM', 'admin', BOOTSTRAP_PASSWORD);
  return demo.result !== 0 && bootstrap.result === 0 && !!bootstrap.token;
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'portico-release-test-'));
  // The Dockerfile's build context: the archive where `npm run release` writes it.
  archive = release(path.join(work, 'context', 'release'));
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the release archive', () => {
  it('is named for the version and unpacks to one folder, portico/, without the examples', () => {
    expect(path.basename(archive)).toBe(`portico-${version}.tgz`);
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    expect(readdirSync(unpacked)).toEqual(['portico']);
    expect(existsSync(path.join(unpacked, 'portico/bin/portico'))).toBe(true);
    expect(existsSync(path.join(unpacked, 'portico/examples'))).toBe(false);
  });

  it('starts from the unpacked folder with Node alone and signs in over HTTP', async () => {
    const unpacked = path.join(work, 'unpacked');
    server = await startRelease(
      path.join(unpacked, 'portico/bin/portico'),
      unpacked,
      operatorEnv(path.join(work, 'data')),
    );
    expect(await signsIn(server.url)).toBe(true);
    // The console, compressed; the example pages are not part of a release.
    const page = await fetch(`${server.url}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.status).toBe(200);
    // The builds in the archive carry their precompressed copies.
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${server.url}/examples/`)).status).toBe(404);
    expect((await fetch(`${server.url}/docs/`)).status).toBe(200);
  });

  it('serves its own SDK at /packages/, which npm installs into a child app by URL', async () => {
    const consumer = createConsumer('portico-release-consumer-');
    try {
      const tarball = `${server!.url}/packages/portico-sdk-${version}.tgz`;
      await installInto(consumer, [tarball]);
      const installed = JSON.parse(
        readFileSync(path.join(consumer, 'node_modules/@portico/sdk/package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe(version);
      // The dependency pins the hub's address, so the app keeps the hub's version.
      const manifest = JSON.parse(readFileSync(path.join(consumer, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect(manifest.dependencies['@portico/sdk']).toBe(tarball);
      const exported = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "import * as sdk from '@portico/sdk'; console.log(typeof sdk.createPortico)",
        ],
        { cwd: consumer, encoding: 'utf8' },
      );
      expect(exported.trim()).toBe('function');
      const elements = await fetch(`${server!.url}/packages/portico-elements-${version}.tgz`);
      expect(elements.status).toBe(200);
      // A gzip tarball, sent as it is.
      expect(zlib.gunzipSync(Buffer.from(await elements.arrayBuffer())).length).toBeGreaterThan(0);
    } finally {
      rmSync(consumer, { recursive: true, force: true });
    }
  });

  it('stops on SIGTERM to portico/bin/portico and frees the port within 10 s', async () => {
    const started = Date.now();
    await server!.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await server!.listening()).toBe(false);
    server = undefined;
  });
});

describe('deploy/Dockerfile, its steps replayed without a container runtime', () => {
  it('unpacks the same archive, starts with the image variables and signs in', async () => {
    const image = replayDockerfile(
      path.join(repo, 'deploy/Dockerfile'),
      path.join(work, 'context'),
      path.join(work, 'image'),
      { VERSION: version },
    );
    expect(image.env.NODE_ENV).toBe('production');
    expect(existsSync(image.env.DATA_DIR!)).toBe(true);
    server = await startRelease(image.command, image.root, (port) => ({
      ...image.env,
      // `docker run -p <port>:8080`: the replay has no port mapping, so it listens on a free one.
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTICO_BOOTSTRAP_ADMIN: 'admin',
      PORTICO_BOOTSTRAP_PASSWORD: BOOTSTRAP_PASSWORD,
    }));
    expect(await signsIn(server.url)).toBe(true);
    // The embedded database lives in the image's data volume.
    expect(readdirSync(image.env.DATA_DIR!).length).toBeGreaterThan(0);
  });
});
