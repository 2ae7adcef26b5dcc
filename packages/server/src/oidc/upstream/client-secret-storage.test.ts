import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UpstreamIdpView } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { migrate } from '../../db/migrate';
import { oidcKeys, unitIdentityProviders } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { StartRefused } from '../../db/start-seed';
import { checkStoredSecrets, sealStoredSecrets } from '../../secrets/sealed-store';
import { keyRingOf, newKeyText, SecretUnreadable, type KeyRing } from '../../secrets/secret-box';
import { useSecretKeys } from '../../secrets/secret-keys';
import { unitId } from '../../test/admin-test-kit';
import {
  CookieBrowser,
  freePort,
  startOidcServer,
  type OidcTestServer,
} from '../../test/oidc-test-kit';
import { envelopeOf, loginAs } from '../../test/test-app';
import {
  databaseSealKey,
  openClientSecret,
  retireDatabaseSealKey,
  upstreamClientSecrets,
} from './client-secret';
import { CORPORATE_CLIENT, startCorporateIdp, type CorporateIdp } from './corporate-idp-kit';

/**
 * Production guide "Stored secrets": the upstream identity providers' client secrets are sealed
 * under SECRETS_KEY, outside the database, and bound to their unit, like the second-factor
 * secrets. A dump of the database holds neither a secret nor a key that opens one; a value sealed
 * by an earlier version under the database's own key is resealed at start, which then deletes
 * that key; rotation works as for second-factor secrets; and through all of it the corporate
 * sign-in goes on working (the provider takes the code only with the right client secret). Runs
 * on PGlite, and on PostgreSQL when DATABASE_URL is set (the real start on PGlite).
 */

let t: OidcTestServer;
let idp: CorporateIdp;
let admin = '';
let h001 = '';

const SECRET = CORPORATE_CLIENT.secret;
const keyA = newKeyText();
const keyB = newKeyText();

/** Sealed as earlier versions did, under the database's own `seal` key: iv.tag.ciphertext. */
function sealedTheOldWay(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The `seal` key row an earlier version made at first use. */
async function addDatabaseSealKey(db: Database): Promise<Buffer> {
  const key = randomBytes(32);
  await db.insert(oidcKeys).values({
    kid: randomUUID(),
    use: 'seal',
    material: { secret: key.toString('base64url') },
  });
  return key;
}

async function sealRows(db: Database) {
  return db.select().from(oidcKeys).where(eq(oidcKeys.use, 'seal'));
}

async function storedValue(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: unitIdentityProviders.clientSecretSealed })
    .from(unitIdentityProviders)
    .where(eq(unitIdentityProviders.unitId, h001));
  return row!.value!;
}

/** What a dump of the database shows of the upstream settings and of every key it keeps. */
async function dump(db: Database): Promise<string> {
  return JSON.stringify([
    await db.select().from(unitIdentityProviders),
    await db.select().from(oidcKeys),
  ]);
}

/** Writes a stored value as another writer would, with the settings' time: caches start afresh. */
async function store(db: Database, value: string | null) {
  await db
    .update(unitIdentityProviders)
    .set({ clientSecretSealed: value, updatedAt: new Date() })
    .where(eq(unitIdentityProviders.unitId, h001));
}

/** Follows every redirect across both servers; answers the address it ended on. */
async function walk(browser: CookieBrowser, url: string): Promise<URL> {
  let at = new URL(url);
  for (let hop = 0; hop < 15; hop++) {
    const response = await browser.request(at.href);
    expect(response.status, at.href).toBeLessThan(500);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return at;
    at = new URL(location, at);
  }
  throw new Error('too many redirects');
}

/**
 * A complete corporate sign-in of alice to H001 on the server at `origin` (linking her to
 * frontdesk by password the first time): answers the result code, or the error the sign-in page
 * was given (`unavailable` when the server could not use the provider).
 */
async function corporateSignIn(origin: string, provider = idp): Promise<number | string> {
  provider.person = 'alice';
  const browser = new CookieBrowser(origin);
  const landed = await walk(browser, `${origin}/uc/sso/upstream/start?unitCode=H001`);
  expect(landed.origin + landed.pathname).toBe(`${origin}/sso`);
  const code = landed.searchParams.get('upstream');
  if (!code) return landed.searchParams.get('upstreamError') ?? 'no hand-off';
  const finish = async (credentials: object) => {
    const response = await browser.request(`${origin}/uc/sso/upstream/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en-US' },
      body: JSON.stringify({ code, ...credentials }),
    });
    return ((await response.json()) as { result: number }).result;
  };
  const first = await finish({});
  return first === 40101 ? finish({ userCode: 'frontdesk', password: DEMO_PASSWORD }) : first;
}

async function configure(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/uc/safety/upstreamIdp',
    headers: { authorization: admin, language: 'en-US' },
    payload: { unitId: h001, issuer: idp.issuer, clientId: CORPORATE_CLIENT.id, ...body },
  });
  return envelopeOf<UpstreamIdpView>(response);
}

/** The start's pass over upstream client secrets (secrets/prepare-keys.ts) with these keys. */
async function startPass(ring: KeyRing): Promise<number> {
  const secrets = upstreamClientSecrets(await databaseSealKey(t.db));
  await checkStoredSecrets(t.db, ring, secrets);
  const sealed = await sealStoredSecrets(t.db, ring, secrets);
  await retireDatabaseSealKey(t.db);
  return sealed;
}

beforeAll(async () => {
  // The corporate provider of the tests listens on loopback: the operator's switch allows it.
  vi.stubEnv('UPSTREAM_IDP_PRIVATE_NETWORK', 'true');
  t = await startOidcServer();
  useSecretKeys(keyRingOf(keyA));
  idp = await startCorporateIdp(`${t.origin}/uc/sso/upstream/callback`);
  idp.claims = { alice: { preferred_username: 'frontdesk', name: 'Alice Front' } };
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  h001 = await unitId(t.db, 'H001');
  expect((await configure({ clientSecret: SECRET })).result).toBe(0);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await idp?.close();
  await t?.close();
});

describe('upstream client secrets are sealed under SECRETS_KEY (production guide "Stored secrets")', () => {
  it('a dump of the database holds neither the secret nor a key that opens it', async () => {
    const value = await storedValue(t.db);
    expect(value).toMatch(new RegExp(`^v1:${keyRingOf(keyA).sealing.id}:[\\w-]+:[\\w-]+:[\\w-]+$`));
    expect(await dump(t.db)).not.toContain(SECRET);
    // Nothing in the database seals any more: no `seal` key was made for the secret.
    expect(await sealRows(t.db)).toEqual([]);
    expect(await corporateSignIn(t.origin)).toBe(0);
  });

  it("a sealed secret copied onto another unit's provider does not open", async () => {
    const value = await storedValue(t.db);
    expect(await openClientSecret(t.db, h001, value)).toBe(SECRET);
    const h002 = await unitId(t.db, 'H002');
    await expect(openClientSecret(t.db, h002, value)).rejects.toThrow(SecretUnreadable);
  });

  it("a secret under the database's former key still signs in; the start reseals it and deletes that key", async () => {
    const formerKey = await addDatabaseSealKey(t.db);
    await store(t.db, sealedTheOldWay(formerKey, SECRET));
    // Written by a node of an earlier version while this one runs: it still opens.
    expect(await corporateSignIn(t.origin)).toBe(0);

    expect(await startPass(keyRingOf(keyA))).toBe(1);
    expect(await storedValue(t.db)).toMatch(new RegExp(`^v1:${keyRingOf(keyA).sealing.id}:`));
    expect(await sealRows(t.db)).toEqual([]);
    expect(await dump(t.db)).not.toContain(formerKey.toString('base64url'));
    // Nothing left: a second start, or a second node, changes nothing.
    expect(await startPass(keyRingOf(keyA))).toBe(0);
    await store(t.db, await storedValue(t.db));
    expect(await corporateSignIn(t.origin)).toBe(0);
  });

  it('rotation: a new key first, the old one after, then the old one dropped', async () => {
    const rotated = keyRingOf(`${keyB},${keyA}`);
    useSecretKeys(rotated);
    try {
      // Saving the settings without a secret keeps the stored one, sealed under the old key.
      expect((await configure({})).retVal.hasSecret).toBe(true);
      expect(await corporateSignIn(t.origin)).toBe(0);
      expect(await startPass(rotated)).toBe(1);
      expect(await storedValue(t.db)).toMatch(new RegExp(`^v1:${rotated.sealing.id}:`));

      const onlyNew = keyRingOf(keyB);
      await checkStoredSecrets(t.db, onlyNew, upstreamClientSecrets(null));
      useSecretKeys(onlyNew);
      expect((await configure({})).result).toBe(0);
      expect(await corporateSignIn(t.origin)).toBe(0);
      // The old key alone no longer opens it: the start stops, naming SECRETS_KEY.
      await expect(
        checkStoredSecrets(t.db, keyRingOf(keyA), upstreamClientSecrets(null)),
      ).rejects.toThrow(/SECRETS_KEY does not open the stored upstream client secrets/);
    } finally {
      useSecretKeys(keyRingOf(keyA));
      expect((await configure({ clientSecret: SECRET })).result).toBe(0);
    }
  });

  it("a value under the database's former key, that key gone: the start stops naming the unit, sign-in is unavailable", async () => {
    const sealed = await storedValue(t.db);
    await store(t.db, sealedTheOldWay(randomBytes(32), SECRET));
    try {
      await expect(startPass(keyRingOf(keyA))).rejects.toThrow(StartRefused);
      await expect(startPass(keyRingOf(keyA))).rejects.toThrow(
        new RegExp(
          `client secret of unit ${h001} was sealed with the database's former key, which is gone`,
        ),
      );
      expect(await corporateSignIn(t.origin)).toBe('unavailable');
    } finally {
      await store(t.db, sealed);
    }
  });
});

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A real start of the server from its sources, left running; answers it once it runs. */
async function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
    {
      cwd: REPO,
      env: { ...process.env, PORTICO_DEMO: '0', NODE_ENV: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/running at/.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  const first = await Promise.race([exited.then(() => 'exited'), running.then(() => 'running')]);
  expect(first, output).toBe('running');
  return {
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('a real start (production guide "Stored secrets")', () => {
  it("reseals a secret under the database's former key, deletes that key, and the corporate sign-in works", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-upstream-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // A provider that knows the started server's callback.
    const corporate = await startCorporateIdp(`${origin}/uc/sso/upstream/callback`);
    corporate.claims = idp.claims;
    const key = newKeyText();
    try {
      const handle = await openDatabase({ dataDir });
      await migrate(handle);
      await seedDemo(handle.db);
      const unit = await unitId(handle.db, 'H001');
      const formerKey = await addDatabaseSealKey(handle.db);
      await handle.db.insert(unitIdentityProviders).values({
        unitId: unit,
        issuer: corporate.issuer,
        clientId: CORPORATE_CLIENT.id,
        clientSecretSealed: sealedTheOldWay(formerKey, SECRET),
      });
      await handle.close();

      const server = await startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SECRETS_KEY: key,
        OIDC_ISSUER: `${origin}/oidc`,
        UPSTREAM_IDP_PRIVATE_NETWORK: 'true',
      });
      try {
        // The start's report follows the line that says it runs.
        await expect.poll(server.output).toMatch(/Sealed upstream client secrets: 1 providers/);
        expect(server.output()).not.toContain(key);
        expect(await corporateSignIn(origin, corporate)).toBe(0);
      } finally {
        await server.stop();
      }

      const after = await openDatabase({ dataDir });
      try {
        const [row] = await after.db.select().from(unitIdentityProviders);
        expect(row!.clientSecretSealed).toMatch(new RegExp(`^v1:${keyRingOf(key).sealing.id}:`));
        expect(await sealRows(after.db)).toEqual([]);
        expect(await dump(after.db)).not.toContain(SECRET);
      } finally {
        await after.close();
      }
    } finally {
      await corporate.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
