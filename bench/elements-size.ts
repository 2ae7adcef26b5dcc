import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { buildIfMissing, repoRoot } from '../scripts/build-if-missing';
import { closeBrowser } from '../packages/elements/test-browser/harness';
import { fetchedFirstPaint, gzipSize } from './elements-first-paint';

/**
 * The standalone elements script as a page pays for it: the first paint of the user bar and the
 * bell — every file a plain page fetches in Chromium until both are interactive, React included —
 * and everything the script can ever load (lazy dialogs, message centre, STOMP), beside Novu's
 * `@novu/js/ui` (its Inbox) bundled the same way (Vite, every dependency inside, minified) in the
 * same run. Target: first paint ≤ 90 kB gzip.
 */
const standalone = join(repoRoot, 'packages/elements/dist/standalone');
const entry = join(standalone, 'portico-elements.js');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function novuInbox(): Promise<number> {
  const work = join(repoRoot, 'node_modules/.cache/bench-novu');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const source = join(work, 'entry.js');
  writeFileSync(source, `export * from '@novu/js/ui';`);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    build: {
      outDir: join(work, 'out'),
      minify: true,
      // One file, like the first paint it would need; Novu loads no lazy chunk of its own here.
      lib: { entry: source, formats: ['es'], fileName: 'bundle' },
      // Whitespace and comments removed too, as for the elements script (vite.standalone.config.ts):
      // Vite's ES library mode would otherwise keep them.
      rolldownOptions: { output: { codeSplitting: false, minify: true, comments: false } },
    },
  });
  return readdirSync(join(work, 'out'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(join(work, 'out', f)), 0);
}

export async function elementsSizes() {
  buildIfMissing();
  if (!existsSync(entry)) throw new Error(`${entry} is missing: npm run build`);
  const runs = async (signedIn: boolean) => {
    const all = [];
    for (let i = 0; i < 5; i++) all.push(await fetchedFirstPaint(signedIn));
    const times = all.map((r) => r.interactiveMs).sort((a, b) => a - b);
    return { ...all[0]!, median: times[2]! };
  };
  const signedIn = await runs(true);
  const signedOut = await runs(false);
  await closeBrowser();
  const all = readdirSync(standalone)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(standalone, f));
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(f), 0);
  console.log('\nelements standalone script (gzip -9; target: first paint ≤ 90 kB)');
  console.log(`${'what'.padEnd(52)}${'gzip'.padStart(10)}${'files'.padStart(8)}`);
  const row = (name: string, bytes: number, files: number | string) =>
    console.log(`${name.padEnd(52)}${kb(bytes).padStart(10)}${String(files).padStart(8)}`);
  row('first paint signed in, every file fetched', signedIn.bytes, signedIn.files.length);
  row('first paint signed out, every file fetched', signedOut.bytes, signedOut.files.length);
  console.log(
    `time to interactive (median of 5): signed in ${signedIn.median} ms, signed out ${signedOut.median} ms`,
  );
  row('@portico/elements everything it can load', sum(all), all.length);
  row('baseline: @novu/js/ui (Inbox), all deps, one file', await novuInbox(), 1);
}
