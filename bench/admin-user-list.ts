import { units, users } from '../packages/server/src/db/schema';
import type { Database } from '../packages/server/src/db/client';
import { launchChromium } from '../tests/e2e/browser';
import {
  adminToken,
  ms,
  percentile,
  signedInPage,
  startSeededServer,
  timeTo,
} from './admin-bench-kit';

/**
 * The paged user list of a 100,000-user unit (target: ≤ 50 ms server time per page,
 * ≤ 100 ms first render) against the real server: GET /uc/user/list?unitId= over pages spread
 * through the list (p50/p95), beside a trivial authenticated call (GET /uc/user/getBackgroundUnit)
 * and an administration call on a tiny table in the same run; then /user/unit-user-list in Chromium, from navigation to the first row.
 */
const USERS = 100_000;
const PAGES = 40;
const PAGE_SIZE = 10;
const RUNS = 5;

/** The users go to the platform unit, so its administrator's unit user list is the big one. */
async function seedUsers(db: Database): Promise<void> {
  const platform = (await db.select().from(units)).find((u) => u.code === 'PLATFORM')!;
  for (let i = 0; i < USERS; i += 2000) {
    await db.insert(users).values(
      Array.from({ length: Math.min(2000, USERS - i) }, (_, k) => ({
        unitId: platform.id,
        userCode: `bench${String(i + k).padStart(6, '0')}`,
        name: `Bench user ${i + k}`,
        passwordHash: 'x',
        status: (i + k) % 10 === 0 ? ('disabled' as const) : ('enabled' as const),
      })),
    );
  }
}

async function timeCalls(base: string, token: string, paths: string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { authorization: token } });
    const body = (await response.json()) as { result: number; msg: string };
    times.push(performance.now() - start);
    if (body.result !== 0) throw new Error(`${path}: ${body.result} ${body.msg}`);
  }
  return times;
}

export async function adminUserList() {
  const server = await startSeededServer(seedUsers);
  const browser = await launchChromium();
  try {
    const platform = (await server.db.select().from(units)).find((u) => u.code === 'PLATFORM')!;
    console.log(
      `\nuser list of a ${USERS.toLocaleString('en')}-user unit (loopback, PGlite in memory)`,
    );
    const token = await adminToken(server.base);
    const step = Math.floor(USERS / PAGES);
    const pages = Array.from(
      { length: PAGES },
      (_, i) => `/uc/user/list?unitId=${platform.id}&firstResult=${i * step}&pageSize=${PAGE_SIZE}`,
    );
    // One warm-up pass each, so both columns compare warm servers.
    await timeCalls(server.base, token, pages.slice(0, 3));
    const list = await timeCalls(server.base, token, pages);
    const firstPages = await timeCalls(
      server.base,
      token,
      Array.from({ length: 10 }, () => pages[0]!),
    );
    const trivial = await timeCalls(
      server.base,
      token,
      Array.from({ length: PAGES }, () => '/uc/user/getBackgroundUnit'),
    );
    // The floor of an administration call: session, admin scope (menus, relations), envelope.
    const adminFloor = await timeCalls(
      server.base,
      token,
      Array.from({ length: PAGES }, () => `/uc/role/groups?unitId=${platform.id}`),
    );
    const row = (label: string, times: number[]) =>
      console.log(
        `${label.padEnd(52)}${ms(percentile(times, 50))} p50${ms(percentile(times, 95))} p95`,
      );
    row(`GET /uc/user/list, ${PAGES} pages of ${PAGE_SIZE} (target ≤ 50 ms)`, list);
    row('  the first page only, 10 times', firstPages);
    row('baseline: GET /uc/user/getBackgroundUnit', trivial);
    row('baseline: GET /uc/role/groups (admin scope, tiny)', adminFloor);

    const page = await signedInPage(browser, server.base);
    const firstRow = 'table tbody tr td';
    const renders: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await timeTo(page, '/no-such-page', 'main'));
      renders.push(await timeTo(page, '/user/unit-user-list', firstRow));
    }
    console.log(
      `${'/user/unit-user-list first row (navigation, median)'.padEnd(52)}${ms(percentile(renders, 50))}` +
        `  (console 404 page, same bundle, no data: ${ms(percentile(floor, 50)).trim()})`,
    );
    await page.context().close();
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await adminUserList();
