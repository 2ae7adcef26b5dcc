import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfMissing, repoRoot } from '../scripts/build-if-missing';
import { closeBrowser } from '../packages/elements/test-browser/harness';
import { fetchedFirstPaint, FIRST_PAINT_BUDGET, gzipSize } from './elements-first-paint';
import { medianReady, novuReady, porticoReady, type Ready } from './elements-ready';
import { packedStandalone, removePackedStandalone } from './packed-elements';
import { buildNovuPage, NOVU_VERSION, novuAllFiles, novuFirstPaint } from './novu-inbox';

/**
 * The standalone elements script as a page pays for it, beside Novu's Inbox measured the same
 * way in the same run: a plain page in Chromium, cold cache, every file it fetches until the bell
 * (and Portico's user bar) is interactive, gzip -9, with the time to interactive (median of 5).
 * Portico signed in is interactive when the bell shows the first count (over HTTP); the row below
 * it is the total once the live connection (its STOMP chunk) is up. Novu (`@novu/js/ui`) is installed from the npm registry into a temp
 * consumer and built by Vite in production mode; its API calls are answered by fixtures shaped
 * like its responses (novu-fixtures.ts). The elements run on Preact (`preact/compat`), so the
 * Portico rows are held to the 40 KiB budget (test-browser/first-paint.browser.ts). Then "ready"
 * for both, measured inside the page the same way (elements-ready.ts), median of 3.
 */
const standalone = join(repoRoot, 'packages/elements/dist/standalone');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const RUNS = 5;
/** The ready target on this machine (tests never assert on time). */
const READY_TARGET_MS = 150;

interface Paint {
  bytes: number;
  files: string[];
  interactiveMs: number;
  /** Every file fetched once the page settled (Portico signed in: the live connection up). */
  totalBytes?: number;
  allFiles?: string[];
}

async function median(paint: () => Promise<Paint>) {
  const all: Paint[] = [];
  for (let i = 0; i < RUNS; i++) all.push(await paint());
  const times = all.map((run) => run.interactiveMs).sort((a, b) => a - b);
  return { ...all[0]!, median: times[Math.floor(RUNS / 2)]! };
}

const jsFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);

export async function elementsSizes() {
  buildIfMissing();
  const entry = join(standalone, 'portico-elements.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: npm run build`);
  const packed = await packedStandalone();
  const novu = await buildNovuPage();
  const rows = [
    {
      what: 'Portico bar + bell, signed in',
      ...(await median(() => fetchedFirstPaint(true, packed))),
    },
    {
      what: 'Portico bar + bell, signed out',
      ...(await median(() => fetchedFirstPaint(false, packed))),
    },
    {
      what: `baseline: Novu Inbox bell (@novu/js ${NOVU_VERSION})`,
      ...(await median(() => novuFirstPaint(novu))),
    },
  ];
  const ready: [string, Ready][] = [
    ['Portico bar + bell, signed in', await medianReady(() => porticoReady(packed))],
    [
      `baseline: Novu Inbox bell (@novu/js ${NOVU_VERSION})`,
      await medianReady(() => novuReady(novu)),
    ],
  ];
  await closeBrowser();

  console.log(
    `\nelements first paint: every file a plain page fetches, gzip -9 (budget ${kib(FIRST_PAINT_BUDGET)})`,
  );
  const line = (what: string, gzip: string, files: string, tti: string) =>
    console.log(`${what.padEnd(48)}${gzip.padStart(11)}${files.padStart(7)}${tti.padStart(14)}`);
  line('what', 'gzip', 'files', `TTI (med. ${RUNS})`);
  for (const row of rows) {
    line(row.what, kib(row.bytes), String(row.files.length), `${row.median} ms`);
    if (row.totalBytes !== undefined && row.allFiles && row.totalBytes !== row.bytes) {
      line(
        '  … and with the live connection up',
        kib(row.totalBytes),
        String(row.allFiles.length),
        '',
      );
    }
  }
  console.log(
    `\nready: script requested → shown with data, measured in the page (median of 3, target ${READY_TARGET_MS} ms)`,
  );
  line('what', 'ready', '', 'of it: fetch');
  for (const [what, run] of ready) line(what, `${run.readyMs} ms`, '', `${run.fetchMs} ms`);
  console.log('\neverything it can ever load (every emitted script, gzip -9)');
  line('@portico/elements standalone (packed)', kib(sum(jsFiles(packed))), '', '');
  line(`Novu Inbox (@novu/js ${NOVU_VERSION})`, kib(novuAllFiles(novu)), '', '');
  removePackedStandalone();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await elementsSizes();
