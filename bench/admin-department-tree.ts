import { departments, units } from '../packages/server/src/db/schema';
import type { Database } from '../packages/server/src/db/client';
import { launchChromium } from '../tests/e2e/browser';
import { ms, percentile, signedInPage, startSeededServer, timeTo } from './admin-bench-kit';

/**
 * The 10,000-department tree (target: first render ≤ 100 ms) in
 * Chromium against the real server: from navigation to /unit/admin-departs?unitId= until the
 * tree's first item is visible, beside the same page for the demo's small tree (H001, 4
 * departments) in the same run. The tree: 10 top-level departments, 9 below each, 110 below those.
 */
const RUNS = 5;
/** Children per department, level by level: 10 + 10·9 + 10·9·110 = 10,000 departments. */
const FAN_OUTS = [10, 9, 110];

async function seedBigTree(db: Database): Promise<void> {
  const unitOf = async (code: string) =>
    (await db.select().from(units)).find((u) => u.code === code);
  const group = await unitOf('G001');
  await db.insert(units).values({
    code: 'BENCHD',
    descript: 'Bench: 10,000 departments',
    type: 'HOTEL',
    parentId: group!.id,
  });
  const unit = await unitOf('BENCHD');
  let parents: (string | null)[] = [null];
  for (const [level, fanOut] of FAN_OUTS.entries()) {
    const rows = parents.flatMap((parentId, p) =>
      Array.from({ length: fanOut }, (_, i) => ({
        unitId: unit!.id,
        parentId,
        code: `D${level}_${p}_${i}`,
        name: `Department ${level}.${p}.${i}`,
        sort: i,
      })),
    );
    const next: string[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      const made = await db
        .insert(departments)
        .values(rows.slice(i, i + 1000))
        .returning({ id: departments.id });
      next.push(...made.map((r) => r.id));
    }
    parents = next;
  }
}

/**
 * In the page, from the end of the tree call's response to the first tree item in the DOM: the
 * console's own share of the first render (parsing, flattening, drawing), without the network
 * and the bundle load that the navigation time also holds.
 */
const RENDER_PROBE = `
  window.__firstTreeItem = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role=tree] [role=treeitem]')) {
      window.__firstTreeItem = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export async function adminDepartmentTree() {
  const server = await startSeededServer(seedBigTree);
  const browser = await launchChromium();
  try {
    const all = await server.db.select().from(units);
    const big = all.find((u) => u.code === 'BENCHD')!;
    const small = all.find((u) => u.code === 'H001')!;
    const count = (await server.db.select().from(departments)).filter(
      (d) => d.unitId === big.id,
    ).length;
    console.log(`\ndepartment tree in Chromium (loopback, built console, PGlite in memory)`);
    const page = await signedInPage(browser, server.base);
    await page.addInitScript(RENDER_PROBE);
    const item = '[role=tree] [role=treeitem]';
    const measure = async (unitId: string) => {
      const total = await timeTo(page, `/unit/admin-departs?unitId=${unitId}`, item);
      const render = await page.evaluate(() => {
        const call = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/uc/depart/tree'))
          .at(-1) as PerformanceResourceTiming | undefined;
        const first = (window as unknown as { __firstTreeItem: number | null }).__firstTreeItem;
        return {
          render: call && first ? first - call.responseEnd : NaN,
          call: call ? call.responseEnd - call.requestStart : NaN,
          bytes: call?.encodedBodySize ?? 0,
        };
      });
      return { total, ...render };
    };
    const bigRuns = [];
    const smallRuns = [];
    for (let i = 0; i < RUNS; i++) {
      smallRuns.push(await measure(small.id));
      bigRuns.push(await measure(big.id));
    }
    const rendered = await page.locator(item).count();
    const med = (runs: { [k: string]: number }[], key: string) =>
      ms(
        percentile(
          runs.map((r) => r[key]!),
          50,
        ),
      );
    const line = (label: string, runs: { [k: string]: number }[]) =>
      console.log(
        `${label.padEnd(44)}${med(runs, 'render')} render${med(runs, 'call')} tree call` +
          `${med(runs, 'total')} navigation`,
      );
    line(`${count} departments (target ≤ 100 ms render)`, bigRuns);
    line('baseline: demo tree of H001', smallRuns);
    console.log(
      `${''.padEnd(44)}medians of ${RUNS}; the big tree's call answers ` +
        `${((bigRuns[0]?.bytes ?? 0) / 1024).toFixed(0)} kB; ${rendered} tree items in the DOM`,
    );
    await page.context().close();
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await adminDepartmentTree();
