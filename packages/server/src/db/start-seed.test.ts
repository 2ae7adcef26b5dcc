import type { LoginResult } from '@portico/sdk';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SETUP_PATH } from '../modules/setup/setup-routes';
import { envelopeOf, postLogin } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { settings, units, users } from './schema';
import { SETUP_LINK_KEY, seedBootstrap } from './seed-bootstrap';
import { seedForStart, startSeedPlan, StartRefused } from './start-seed';

/**
 * What a start seeds (production guide "First start"; README "Demo"): the demo organisation only
 * with PORTICO_DEMO=1 and never in production; otherwise one bootstrap administrator on an empty
 * database, and no line the start prints holds a password.
 */
const BOOTSTRAP_PASSWORD = 'Bootstrap#Secret9';
const setupUrl = (token: string) => `http://hub.example${SETUP_PATH}?token=${token}`;

interface Hub {
  db: TestDatabase['handle']['db'];
  app: FastifyInstance;
}

/** One empty database and app per describe block: each block is one start story, in order. */
function emptyHubPerBlock(): () => Hub {
  let database: TestDatabase | undefined;
  let hub: Hub | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    hub = { db: database.handle.db, app: buildApp({ db: database.handle.db, rateLimits: false }) };
  });
  afterAll(async () => {
    await hub?.app.close();
    await database?.teardown();
  });
  return () => hub!;
}

async function signIn(hub: FastifyInstance, unitCode: string, userCode: string, password: string) {
  return envelopeOf<LoginResult>(await postLogin(hub, { unitCode, userCode, password }));
}

function form(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

describe('the start plan (environment)', () => {
  it('seeds the demo only with PORTICO_DEMO=1; a plain start asks for no demo', () => {
    expect(startSeedPlan({}).demo).toBe(false);
    expect(startSeedPlan({ PORTICO_DEMO: '1' }).demo).toBe(true);
    expect(startSeedPlan({ PORTICO_DEMO: '0' }).demo).toBe(false);
    expect(() => startSeedPlan({ PORTICO_DEMO: 'yes please' })).toThrow(StartRefused);
  });

  it('refuses PORTICO_DEMO=1 with NODE_ENV=production, naming both settings', () => {
    expect(() => startSeedPlan({ PORTICO_DEMO: '1', NODE_ENV: 'production' })).toThrow(
      /PORTICO_DEMO=1.*NODE_ENV=production/,
    );
  });

  it('refuses a bootstrap administrator code that is not a valid user code', () => {
    expect(() => startSeedPlan({ PORTICO_BOOTSTRAP_ADMIN: 'root admin!' })).toThrow(
      /PORTICO_BOOTSTRAP_ADMIN/,
    );
  });

  it('refuses the published demo password as the bootstrap password', () => {
    expect(() => startSeedPlan({ PORTICO_BOOTSTRAP_PASSWORD: DEMO_PASSWORD })).toThrow(
      StartRefused,
    );
  });
});

describe('a production start on an empty database', () => {
  const hubOf = emptyHubPerBlock();
  it('has no demo account; the bootstrap administrator signs in and must change the password', async () => {
    const { db, app: hub } = hubOf();
    const plan = startSeedPlan({
      NODE_ENV: 'production',
      PORTICO_BOOTSTRAP_ADMIN: 'root',
      PORTICO_BOOTSTRAP_PASSWORD: BOOTSTRAP_PASSWORD,
    });
    const lines = await seedForStart(db, plan, setupUrl);

    const [unitCount] = await db.select({ n: count() }).from(units);
    expect(unitCount?.n).toBe(1);
    const accounts = await db.select({ userCode: users.userCode }).from(users);
    expect(accounts.map((a) => a.userCode)).toEqual(['root']);
    const frontdesk = DEMO_USERS.find((u) => u.userCode === 'frontdesk')!;
    expect((await signIn(hub, frontdesk.unitCode, 'frontdesk', DEMO_PASSWORD)).result).not.toBe(0);
    expect((await signIn(hub, 'PLATFORM', 'admin', DEMO_PASSWORD)).result).not.toBe(0);

    const login = await signIn(hub, 'PLATFORM', 'root', BOOTSTRAP_PASSWORD);
    expect(login.result).toBe(0);
    expect(login.retVal.pwdChange).toBe(true);
    // The administrator can reach the administration screens: the user centre's menus.
    expect(login.retVal.menus.map((m) => m.identity)).toContain('UC_SYSTEM');

    expect(lines.join('\n')).toMatch(/PLATFORM.*root.*must be changed/);
    expect(lines.join('\n')).not.toContain(BOOTSTRAP_PASSWORD);
  });

  it('seeds once: a second start (another node) writes and prints nothing', async () => {
    const { db } = hubOf();
    const plan = startSeedPlan({
      NODE_ENV: 'production',
      PORTICO_BOOTSTRAP_PASSWORD: 'X#1a2b3c4d',
    });
    expect(await seedForStart(db, plan, setupUrl)).toEqual([]);
    const [userCount] = await db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(1);
  });
});

describe('a production start on an empty database without PORTICO_BOOTSTRAP_PASSWORD', () => {
  const hubOf = emptyHubPerBlock();
  let token = '';
  it('a setup link runs out after an hour; the next start prints a new one', async () => {
    const { db, app: hub } = hubOf();
    const options = { adminCode: 'admin', password: null };
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const first = await seedBootstrap(db, options, twoHoursAgo);
    expect(first.kind).toBe('setupLink');
    const oldToken = first.kind === 'setupLink' ? first.token : '';
    expect(
      (await hub.inject({ method: 'GET', url: `${SETUP_PATH}?token=${oldToken}` })).statusCode,
    ).toBe(404);

    const lines = await seedForStart(db, startSeedPlan({ NODE_ENV: 'production' }), setupUrl);
    expect(lines).toHaveLength(1);
    token = /token=([\w-]+)/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(token).toBeTruthy();
    expect(token).not.toBe(oldToken);
    // While it is valid, other nodes say so without printing it.
    const other = await seedForStart(db, startSeedPlan({ NODE_ENV: 'production' }), setupUrl);
    expect(other.join('\n')).toMatch(/valid until/);
    expect(other.join('\n')).not.toContain(token);
  });

  it('the setup link sets the password once', async () => {
    const { db, app: hub } = hubOf();
    // Nobody can sign in before the link is used.
    expect((await signIn(hub, 'PLATFORM', 'admin', DEMO_PASSWORD)).result).not.toBe(0);

    const page = await hub.inject({ method: 'GET', url: `${SETUP_PATH}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('PLATFORM / admin');
    expect((await hub.inject({ method: 'GET', url: `${SETUP_PATH}?token=wrong` })).statusCode).toBe(
      404,
    );

    const weak = await hub.inject({
      method: 'POST',
      url: SETUP_PATH,
      ...form({ token, password: 'short', confirm: 'short' }),
    });
    expect(weak.statusCode).toBe(400);
    const chosen = 'Chosen#Passw0rd';
    const set = await hub.inject({
      method: 'POST',
      url: SETUP_PATH,
      ...form({ token, password: chosen, confirm: chosen }),
    });
    expect(set.statusCode).toBe(200);
    const again = await hub.inject({
      method: 'POST',
      url: SETUP_PATH,
      ...form({ token, password: 'Other#Passw0rd', confirm: 'Other#Passw0rd' }),
    });
    expect(again.statusCode).toBe(404);

    const login = await signIn(hub, 'PLATFORM', 'admin', chosen);
    expect(login.result).toBe(0);
    // The operator chose this password: no forced change.
    expect(login.retVal.pwdChange).toBe(false);
    expect(await db.select().from(settings).where(eq(settings.key, SETUP_LINK_KEY))).toEqual([]);
  });
});

describe('a demo database', () => {
  const hubOf = emptyHubPerBlock();
  it('a demo start seeds the demo organisation and prints no password', async () => {
    const { db, app: hub } = hubOf();
    const lines = await seedForStart(db, startSeedPlan({ PORTICO_DEMO: '1' }), setupUrl);
    expect((await signIn(hub, 'PLATFORM', 'admin', DEMO_PASSWORD)).result).toBe(0);
    expect(lines.join('\n')).toMatch(/Demo organisation seeded/);
    expect(lines.join('\n')).not.toContain(DEMO_PASSWORD);
  });

  it('a production start refuses while demo accounts sign in with the published password, and names them', async () => {
    const { db } = hubOf();
    const plan = startSeedPlan({ NODE_ENV: 'production' });
    const refused = await seedForStart(db, plan, setupUrl).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toContain('PLATFORM/admin');
    expect((refused as Error).message).toMatch(/change those passwords|new database/);
    expect((refused as Error).message).not.toContain(DEMO_PASSWORD);
  });
});
