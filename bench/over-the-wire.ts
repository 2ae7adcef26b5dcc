import type { AddressInfo } from 'node:net';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDemo } from '../packages/server/src/db/seed';
import { defaultStaticRoots } from '../packages/server/src/modules/static/static-routes';
import { launchChromium } from '../tests/e2e/browser';
import { wireFigures, type Transfer, type WireFigures } from './wire-transfer';

/** A hub on loopback with the built console, elements and examples, PGlite in memory. */
export async function startBenchHub(): Promise<{ base: string; close(): Promise<void> }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemo(handle.db);
  const app = buildApp({ db: handle.db, staticRoots: defaultStaticRoots(), rateLimits: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

const RUNS = 3;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function medianOf(runs: WireFigures[], key: keyof WireFigures): Transfer {
  const sorted = [...runs].sort((a, b) => a[key].bytes - b[key].bytes);
  return sorted[Math.floor(sorted.length / 2)]![key];
}

export async function overTheWire(): Promise<void> {
  const hub = await startBenchHub();
  const browser = await launchChromium();
  try {
    console.log('\nover the wire in Chromium (loopback, built console and elements, median of 3)');
    const compressed: WireFigures[] = [];
    const identity: WireFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      identity.push(await wireFigures(browser, hub.base, false));
      compressed.push(await wireFigures(browser, hub.base, true));
    }
    console.log(
      `${'what'.padEnd(50)}${'baseline: identity'.padStart(28)}${'br/gzip'.padStart(28)}`,
    );
    const rows: [string, keyof WireFigures][] = [
      ['launcher, first load after sign-in (budget 292 KB, target 300 KB)', 'launcherFirst'],
      ['launcher, next load (cache warm)', 'launcherWarm'],
      ['elements first paint, plain HTML page', 'elementsFirstPaint'],
    ];
    const cell = (t: Transfer) =>
      `${kb(t.bytes)} / ${t.requests} req${t.revalidated ? ` (${t.revalidated}×304)` : ''}`;
    for (const [name, key] of rows) {
      console.log(
        `${name.padEnd(50)}${cell(medianOf(identity, key)).padStart(28)}${cell(medianOf(compressed, key)).padStart(28)}`,
      );
    }
    const first = medianOf(compressed, 'launcherFirst');
    console.log(
      `largest over the wire at the launcher's first load: ${first.files
        .slice(0, 5)
        .map((f) => `${f.path} ${kb(f.bytes)}`)
        .join(', ')}`,
    );
  } finally {
    await browser.close();
    await hub.close();
  }
}
