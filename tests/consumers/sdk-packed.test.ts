import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeQuickStart, sizes, viteBuild } from './packed-consumer';

/**
 * What users download: the SDK as `npm pack` ships it (its `dist` must be built: `npm test`
 * builds first), installed into a consumer outside the workspace, where none of the workspace's
 * `source` conditions or links apply.
 */
const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const sdkDir = path.join(repo, 'packages/sdk');
let consumer = '';
let shipped: string[] = [];

beforeAll(async () => {
  consumer = mkdtempSync(path.join(tmpdir(), 'portico-sdk-consumer-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', consumer], {
    cwd: sdkDir,
  });
  const packed = (JSON.parse(stdout) as { filename: string; files: { path: string }[] }[])[0];
  if (!packed) throw new Error(`npm pack printed no package: ${stdout}`);
  shipped = packed.files.map((f) => f.path);
  writeFileSync(path.join(consumer, 'package.json'), '{ "name": "consumer", "private": true }');
  await run('npm', ['install', '--no-audit', '--no-fund', `./${packed.filename}`], {
    cwd: consumer,
  });
}, 180_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

/** The package.json the consumer installed (the tarball's, not the workspace's). */
function installedManifest(): { exports: unknown; repository?: unknown; license?: string } {
  const file = path.join(consumer, 'node_modules/@portico/sdk/package.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof installedManifest>;
}

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** Every file an `exports` condition names, however deep. */
function targets(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(targets);
  return [];
}

describe('the packed SDK', () => {
  it('every file its exports name is in the tarball', () => {
    const missing = targets(installedManifest().exports)
      .map((t) => t.replace(/^\.\//, ''))
      .filter((t) => !shipped.includes(t));
    expect(missing).toEqual([]);
  });

  it('installs at most 1.32 MB: no sources, no source maps, each declaration once (README "Packaging")', () => {
    const installed = path.join(consumer, 'node_modules/@portico/sdk');
    const files = filesUnder(installed);
    const bytes = files.reduce((sum, file) => sum + statSync(path.join(installed, file)).size, 0);
    console.info(`@portico/sdk installed: ${(bytes / 1e6).toFixed(2)} MB in ${files.length} files`);
    // 1.28 MB: the public entries in ES modules and CommonJS, `/internal` (and the catalogue
    // texts only it reaches) in ES modules alone; the texts only the console shows are the
    // console's own, not the SDK's.
    expect(bytes).toBeLessThanOrEqual(1.32e6);
    expect(files.filter((f) => f.startsWith('src/') || f.endsWith('.map'))).toEqual([]);
    // The entries' declaration files only point into dist/decl, one file per source module.
    const entryDeclarations = files.filter((f) => /^dist\/[^/]+\.d\.c?ts$/.test(f));
    // Six entries in ES module declarations, five in CommonJS ones (no CommonJS `/internal`).
    expect(entryDeclarations).toHaveLength(11);
    for (const file of entryDeclarations) {
      expect(readFileSync(path.join(installed, file), 'utf8')).toMatch(
        /^export \* from '\.\/decl\/[\w/-]+(\.js)?';\n$/,
      );
    }
    expect(files.filter((f) => f.startsWith('dist/decl/') && f.endsWith('.d.cts'))).toEqual([]);
    // The workspace's `source` condition names src/, which the tarball does not hold.
    expect(JSON.stringify(installedManifest().exports)).not.toContain('"source"');
  });

  it('ships its LICENSE and says where its repository is', () => {
    const installed = path.join(consumer, 'node_modules/@portico/sdk');
    expect(readFileSync(path.join(installed, 'LICENSE'), 'utf8')).toContain('MIT License');
    const { repository, license } = installedManifest();
    expect(license).toBe('MIT');
    expect(repository).toEqual({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/github\.com\/.+\.git$/),
      directory: 'packages/sdk',
    });
  });

  it('@portico/elements ships a LICENSE and the same repository, in its own folder', async () => {
    const elementsDir = path.join(repo, 'packages/elements');
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: elementsDir,
    });
    const packed = (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!;
    expect(packed.files.map((f) => f.path)).toContain('LICENSE');
    const manifest = JSON.parse(readFileSync(path.join(elementsDir, 'package.json'), 'utf8')) as {
      repository: { url: string; directory: string };
    };
    expect(manifest.repository).toEqual({
      type: 'git',
      url: (installedManifest().repository as { url: string }).url,
      directory: 'packages/elements',
    });
  }, 60_000);

  it('the README links only to absolute addresses (it is read on npm, outside the repository)', () => {
    const readme = readFileSync(path.join(consumer, 'node_modules/@portico/sdk/README.md'), 'utf8');
    const links = [...readme.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\(([^)\s]+)\)/g)];
    const relative = links.map((m) => m[1]!).filter((t) => !/^(https:\/\/|#)/.test(t));
    expect(links.length).toBeGreaterThan(0);
    expect(relative).toEqual([]);
  });

  it('TypeScript node16: a CommonJS .cts file imports every public entry of @portico/sdk', async () => {
    writeFileSync(
      path.join(consumer, 'a.cts'),
      [
        "import { createMessaging } from '@portico/sdk/messaging';",
        "import { isPorticoApiError } from '@portico/sdk';",
        "import { loginRequestSchema } from '@portico/sdk/contract';",
        "import { setupFromConfig } from '@portico/sdk/hub';",
        "import { encodeFrame } from '@portico/sdk/stomp-frames';",
        'export const used = [createMessaging, isPorticoApiError, loginRequestSchema, setupFromConfig, encodeFrame];',
      ].join('\n'),
    );
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'node16', strict: true, noEmit: true, types: [] },
        files: ['a.cts'],
      }),
    );
    const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', consumer]).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(result.stdout).toBe('');
  }, 120_000);
});

describe('what `import * as m` of an app\'s entry costs the type checker (README "Zod")', () => {
  it.each(['@portico/sdk', '@portico/sdk/messaging', '@portico/sdk/hub'])(
    '%s: at most 40k types, its declarations plain interfaces that reach no zod',
    async (entry) => {
      const name = entry.replace(/\W+/g, '-');
      writeFileSync(
        path.join(consumer, `cost${name}.mts`),
        `import * as m from '${entry}';\nexport const used = m;\n`,
      );
      // skipLibCheck off: the checker then reads every declaration the entry reaches.
      const config = path.join(consumer, `tsconfig.cost${name}.json`);
      writeFileSync(
        config,
        JSON.stringify({
          compilerOptions: { module: 'nodenext', strict: true, noEmit: true, types: [] },
          files: [`cost${name}.mts`],
        }),
      );
      const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
      const { stdout } = await run(process.execPath, [tsc, '-p', config, '--extendedDiagnostics']);
      const types = Number(/^Types:\s+(\d+)$/m.exec(stdout)?.[1]);
      console.info(`import * as m from '${entry}': ${types} types`);
      expect(types).toBeGreaterThan(1000);
      expect(types).toBeLessThanOrEqual(40_000);
      const { stdout: files } = await run(process.execPath, [tsc, '-p', config, '--listFilesOnly']);
      expect(files.split('\n').filter((file) => file.includes('/node_modules/zod/'))).toEqual([]);
    },
    120_000,
  );
});

describe('the packed SDK in Node (README "Quick start")', () => {
  it('ESM and CJS copies agree on isPorticoApiError (a brand); a signed-in, watching client lets Node exit after dispose()', async () => {
    writeFileSync(
      path.join(consumer, 'node-use.mjs'),
      [
        "import { createRequire } from 'node:module';",
        "import * as esm from '@portico/sdk';",
        "const cjs = createRequire(import.meta.url)('@portico/sdk');",
        "const fromCjs = new cjs.PorticoApiError(50001, 'logged out', 'business');",
        "const fromEsm = new esm.PorticoApiError(-999, 'x', 'network');",
        "const login = { jwtToken: 't', userCode: 'admin', unitCode: 'PLATFORM' };",
        'const portico = esm.createPortico({',
        "  origin: 'http://uc.test',",
        '  storage: esm.createMemoryStorage(),',
        "  fetch: async () => new Response(JSON.stringify({ result: 0, msg: '', retVal: login })),",
        '});',
        "await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'secret-1' });",
        'portico.watchSession(() => {});',
        'portico.dispose();',
        'console.log(JSON.stringify({',
        '  distinct: cjs.PorticoApiError !== esm.PorticoApiError,',
        '  esmSeesCjs: esm.isPorticoApiError(fromCjs) && fromCjs instanceof esm.PorticoApiError,',
        '  cjsSeesEsm: cjs.isPorticoApiError(fromEsm) && fromEsm instanceof cjs.PorticoApiError,',
        '  user: portico.session.info.value.userCode,',
        '}));',
      ].join('\n'),
    );
    // Node would hang on an open BroadcastChannel or timer: the timeout fails the test then.
    const { stdout } = await run(process.execPath, ['node-use.mjs'], {
      cwd: consumer,
      timeout: 20_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      distinct: true,
      esmSeesCjs: true,
      cjsSeesEsm: true,
      user: 'admin',
    });
  }, 30_000);
});

/** gzip -9 of every file Vite emits for `main`, in bytes, and the JS files' texts. */
async function gzippedBuild(
  name: string,
  main: string,
): Promise<{ size: number; scripts: { name: string; text: string }[] }> {
  const files = await viteBuild(consumer, name, main);
  const scripts = [...files]
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, content]) => ({ name: file, text: content.toString('utf8') }));
  return { size: sizes(files).gzip, scripts };
}

/** The codec's own error text: present in a bundle exactly when the codec is. */
const CODEC_MARK = 'frame too large';
/** A log line of `@stomp/stompjs`'s client: present exactly where the STOMP client is. */
const STOMP_MARK = 'Opening Web Socket';

const QUICK_START = readmeQuickStart();

const KIB = 1024;

/**
 * Budgets of what a child app downloads (gzip -9 of every file Vite emits): the README quick start
 * <= 11 KiB (measured 10.7; 0.6 of it binds the hub's code to the tab that asked: state,
 * verifier, S256 and their message in two languages; 0.5 decides the language from the saved
 * choice, the address and the browser's languages, and adopts the hub's), `toPageQuery` alone <= 1 KiB (0.5), the
 * quick start with the live unread badge (README "Messaging": the core, count and socket)
 * <= 20 KiB, and with every part of
 * messaging (centre, popups, tips, tone) a ceiling pinned at today's figure (21.7). Growth past a budget
 * fails.
 */
describe('what a child app bundles from the packed SDK (gzip -9, every emitted file)', () => {
  it('the README quick start', async () => {
    const { size, scripts } = await gzippedBuild('quick-start', QUICK_START);
    console.info(`quick start: ${(size / KIB).toFixed(1)} KiB gzip`);
    expect(size).toBeLessThanOrEqual(11 * KIB);
    // Neither the STOMP client nor the STOMP codec rides along with the root entry.
    expect(
      scripts.filter((s) => s.text.includes(CODEC_MARK) || s.text.includes(STOMP_MARK)),
    ).toEqual([]);
  }, 180_000);

  it('toPageQuery alone', async () => {
    const main = `import { toPageQuery } from '@portico/sdk';\nconsole.log(toPageQuery({ current: 1, pageSize: 20 }));`;
    const { size } = await gzippedBuild('page-query', main);
    console.info(`toPageQuery alone: ${(size / KIB).toFixed(1)} KiB gzip`);
    expect(size).toBeLessThanOrEqual(1 * KIB);
  }, 180_000);

  it('the quick start with the live unread badge', async () => {
    const main = `${QUICK_START}
import { createMessagingCore } from '@portico/sdk/messaging';
const messaging = createMessagingCore(portico);
messaging.unread.badge.subscribe((badge) => (document.title = badge));
`;
    const { size, scripts } = await gzippedBuild('quick-start-unread', main);
    console.info(`quick start + unread: ${(size / KIB).toFixed(2)} KiB gzip`);
    expect(size).toBeLessThanOrEqual(20 * KIB);
    // The STOMP client comes with the page (README "Messaging"); the codec is the server's.
    expect(scripts.filter((s) => s.text.includes(STOMP_MARK))).toHaveLength(1);
    expect(scripts.filter((s) => s.text.includes(CODEC_MARK))).toEqual([]);
  }, 180_000);

  it('the quick start with all of messaging', async () => {
    const main = `${QUICK_START}
import { createMessaging } from '@portico/sdk/messaging';
const messaging = createMessaging(portico);
messaging.unread.badge.subscribe((badge) => (document.title = badge));
messaging.notices.visible.subscribe((popups) => console.log(popups.length));
`;
    const { size } = await gzippedBuild('quick-start-messaging', main);
    console.info(`quick start + all of messaging: ${(size / KIB).toFixed(2)} KiB gzip`);
    expect(size).toBeLessThanOrEqual(22 * KIB);
  }, 180_000);
});

describe('message areas by locale (DESIGN.md "Messages", README "Texts and their size")', () => {
  it('a lazily registered area: zh-CN (the fallback) comes with the page, en-US is a chunk of its own', async () => {
    const main = [
      "import { createI18n, defaultStorage, registerLazyMessages, translate, validationByLocale } from '@portico/sdk';",
      'void registerLazyMessages(validationByLocale);',
      "document.body.append(translate(createI18n(defaultStorage()).locale.value, 'validation.number.invalid'));",
    ].join('\n');
    const files = [...(await viteBuild(consumer, 'lazy-locale', main))]
      .filter(([name]) => name.endsWith('.js'))
      .map(([name, content]) => ({ name, text: content.toString('utf8') }));
    const withZh = files.filter((f) => f.text.includes('请输入数字'));
    const withEn = files.filter((f) => f.text.includes('Please enter a number'));
    expect(files).toHaveLength(2);
    expect(withZh).toHaveLength(1);
    expect(withEn).toHaveLength(1);
    expect(withEn[0]!.name).not.toBe(withZh[0]!.name);
    expect(withZh[0]!.text).toContain(withEn[0]!.name);
  }, 180_000);
});

describe('@portico/sdk/stomp-frames: the one STOMP codec (server broker and test brokers)', () => {
  const script = (load: string) =>
    [
      load,
      "const text = encodeFrame({ command: 'MESSAGE', headers: { destination: '/topic/a:b', note: 'x\\ny\\\\z' }, body: 'hi' }, '1.2');",
      'const parser = createFrameParser();',
      "parser.version = '1.2';",
      'const events = parser.push(text);',
      "const bad = createFrameParser().push('not a frame\\n\\n\\0');",
      'console.log(JSON.stringify({ text, events, bad }));',
    ].join('\n');

  it.each([
    [
      'ESM',
      'codec.mjs',
      "import { createFrameParser, encodeFrame } from '@portico/sdk/stomp-frames';",
    ],
    [
      'CJS',
      'codec.cjs',
      "const { createFrameParser, encodeFrame } = require('@portico/sdk/stomp-frames');",
    ],
  ])(
    '%s in Node from the tarball: headers escaped per STOMP 1.2, parsed back; bad input is an error event',
    async (_kind, file, load) => {
      writeFileSync(path.join(consumer, file), script(load));
      const { stdout } = await run(process.execPath, [file], { cwd: consumer });
      const { text, events, bad } = JSON.parse(stdout) as {
        text: string;
        events: {
          type: string;
          frame?: { command: string; headers: Record<string, string>; body: string };
        }[];
        bad: { type: string; message?: string }[];
      };
      expect(text).toBe(
        'MESSAGE\ndestination:/topic/a\\cb\nnote:x\\ny\\\\z\ncontent-length:2\n\nhi\0',
      );
      expect(events).toEqual([
        {
          type: 'frame',
          frame: {
            command: 'MESSAGE',
            headers: { destination: '/topic/a:b', note: 'x\ny\\z', 'content-length': '2' },
            body: 'hi',
          },
        },
      ]);
      expect(bad).toEqual([{ type: 'error', message: 'malformed frame: invalid command' }]);
    },
    60_000,
  );
});
