import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalPostgres,
  type LocalPostgres,
} from '../../packages/server/src/faults/local-postgres';
import { dialog as openDialog, fillSignIn } from './admin-kit';
import { launchChromium } from './browser';
import { startServer, type ServerProcess } from './server-process';

/**
 * Where you're signed in (the elements README "Where you're signed in", the guide "Sessions and
 * devices"): one user signed in from two browsers, each on its own server node of one
 * PostgreSQL database, sees both sign-ins in the user bar and signs the other out; the other
 * browser's live socket closes and its next call answers 50001, though it talks to the other node.
 */
let postgres: LocalPostgres | null = null;
let adminUrl: string;
let database: string;
const nodes: ServerProcess[] = [];
let browser: Browser;
const contexts: BrowserContext[] = [];

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // CI exports a throwaway cluster's URL; otherwise one is started here. Without PostgreSQL the
  // test fails (startLocalPostgres says what is missing): two nodes need a shared database.
  if (process.env.PORTICO_PG_URL) adminUrl = process.env.PORTICO_PG_URL;
  else {
    postgres = await startLocalPostgres();
    adminUrl = postgres.adminUrl;
  }
  database = `portico_e2e_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i += 1) nodes.push(await startServer(() => ({ DATABASE_URL: `${url}` })));
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await Promise.all(nodes.map((node) => node.stop()));
  if (adminUrl && database) {
    await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
  }
  postgres?.stop();
});

/** A browser on one node, signed in as H001/frontdesk; answers its page and hub token. */
async function signedIn(
  node: ServerProcess,
  userAgent?: string,
  account: [string, string] = ['H001', 'frontdesk'],
) {
  const context = await browser.newContext({
    baseURL: node.url,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    ...(userAgent ? { userAgent } : {}),
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/sso');
  await page.getByRole('button', { name: 'English' }).click();
  const login = page.waitForResponse((answer) => answer.url().includes('/uc/sso/login'));
  await fillSignIn(page, ...account);
  const token = ((await (await login).json()) as { retVal: { jwtToken: string } }).retVal.jwtToken;
  await page.waitForURL('**/apps');
  return { page, token };
}

/** Resolves with the page's STOMP socket once it got its CONNECTED frame. */
function liveSocket(page: Page) {
  return new Promise<{ closed: Promise<void> }>((resolve) => {
    page.on('websocket', (socket) => {
      const closed = new Promise<void>((done) => socket.on('close', () => done()));
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('CONNECTED')) resolve({ closed });
      });
    });
  });
}

describe("Where you're signed in: two browsers, two nodes, one PostgreSQL", () => {
  it('lists both sign-ins and signs the other browser out: its socket closes, its next call gets 50001', async () => {
    const here = await signedIn(nodes[0]!);
    const there = await signedIn(nodes[1]!, WINDOWS_CHROME);
    const socket = liveSocket(there.page);
    await there.page.goto('/blank');
    const live = await socket;

    await here.page.goto('/blank');
    await here.page.getByRole('button', { name: 'Operations' }).click();
    await here.page.getByRole('menuitem', { name: "Where you're signed in" }).click();
    const dialog = here.page.getByRole('dialog', { name: "Where you're signed in" });
    await dialog.waitFor();
    const sessions = dialog.locator('li[data-session]');
    await expect.poll(() => sessions.count()).toBe(2);
    const current = dialog.locator('li[data-session=current]');
    await expect(current.getByText('This device').count()).resolves.toBe(1);
    const other = dialog.locator('li[data-session=other]');
    await expect(other.locator('[data-device]').textContent()).resolves.toBe(
      'Chrome 131 · Windows 10',
    );

    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => sessions.count()).toBe(1);
    await live.closed;
    const answer = await there.page.request.get(`${nodes[1]!.url}/uc/user/getBackgroundUnit`, {
      headers: { authorization: there.token },
    });
    expect(((await answer.json()) as { result: number }).result).toBe(50001);
    // This browser is still signed in, on the other node too.
    const mine = await here.page.request.get(`${nodes[1]!.url}/uc/user/getBackgroundUnit`, {
      headers: { authorization: here.token },
    });
    expect(((await mine.json()) as { result: number }).result).toBe(0);
  });

  it("an administrator ends the user's remaining sign-in from the user dialog's Sessions tab", async () => {
    const user = await signedIn(nodes[0]!);
    const admin = await signedIn(nodes[1]!, undefined, ['PLATFORM', 'admin']);
    await admin.page.goto('/user/user-list');
    await admin.page.getByLabel('Keyword').fill('frontdesk');
    await admin.page.getByRole('button', { name: 'Query' }).click();
    await admin.page.getByRole('button', { name: 'Edit frontdesk' }).click();
    const form = openDialog(admin.page);
    await form.getByRole('tab', { name: 'Sessions' }).click();
    const listed = form.locator('[data-testid=user-sessions] li');
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    // The user's sign-ins here: this test's and the first test's; End each of them.
    for (let left = await listed.count(); left > 0; left -= 1) {
      await listed.first().getByRole('button', { name: 'End' }).click();
      await expect.poll(() => listed.count()).toBe(left - 1);
    }
    await expect(form.getByText('No live sessions').count()).resolves.toBe(1);
    const answer = await user.page.request.get(`${nodes[0]!.url}/uc/user/getBackgroundUnit`, {
      headers: { authorization: user.token },
    });
    expect(((await answer.json()) as { result: number }).result).toBe(50001);
  });
});
