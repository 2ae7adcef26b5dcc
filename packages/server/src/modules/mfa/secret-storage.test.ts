import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import type { MfaChallenge, RecoveryCodes, TotpEnrolment } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { units, userMfa, users } from '../../db/schema';
import { StartRefused } from '../../db/start-seed';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { checkStoredSecrets, sealStoredSecrets } from '../../secrets/sealed-store';
import {
  keyRingOf,
  newKeyText,
  open,
  seal,
  SecretUnreadable,
  type KeyRing,
} from '../../secrets/secret-box';
import { openSecret, secretOwner, totpSecrets } from './stored-secret';
import { KEY_FILE, keyRingForStart, secretKeys, useSecretKeys } from '../../secrets/secret-keys';
import { totpCode } from './totp';

/**
 * Second-factor secrets sealed at rest (production guide "Stored secrets"): the stored
 * columns never hold the secret itself; sign-in with a code works after sealing, after the start
 * seals values stored before, and after a key rotation; keys that do not open what is stored stop
 * the start with a message naming `SECRETS_KEY`; where the keys come from when it is unset. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

let t: TestApp;
const PASSWORD = 'Portico#2026';
const USER = 'frontdesk';
let userId = '';
let secret = '';

const keyA = newKeyText();
const keyB = newKeyText();

beforeAll(async () => {
  t = await createTestApp();
  useSecretKeys(keyRingOf(keyA));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.userCode, USER));
  userId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

async function stored() {
  const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row!;
}

/**
 * Signs in asking for a second factor and answers with a code. The code's step is forgotten
 * first: each case here signs in again within the same 30 seconds, and replay is tested apart.
 */
async function signInWithCode(): Promise<number> {
  await t.db.update(userMfa).set({ totpLastStep: null }).where(eq(userMfa.userId, userId));
  const held = await call<MfaChallenge>(t.app, 'POST', '/uc/sso/login', {
    body: { unitCode: 'H001', userCode: USER, password: PASSWORD, secondFactor: true },
  });
  expect(held.result).toBe(UcCode.MFA_REQUIRED);
  const done = await call<LoginResult>(t.app, 'POST', '/uc/sso/login/mfa', {
    body: { mfaToken: held.retVal.mfaToken, code: totpCode(secret) },
  });
  return done.result;
}

describe('TOTP secrets are stored sealed', () => {
  it('the pending and the confirmed secret are stored sealed, never as the secret', async () => {
    const token = (await loginAs(t.app, 'H001', USER)).jwtToken;
    const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', { token });
    expect(started.result).toBe(0);
    secret = started.retVal.secret;
    const pending = (await stored()).totpPendingSecret!;
    expect(pending).toMatch(/^v1:[\w-]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(pending).not.toContain(secret);

    const confirmed = await call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
      token,
      body: { code: totpCode(secret) },
    });
    expect(confirmed.result).toBe(0);
    const row = await stored();
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpSecret).toMatch(/^v1:/);
    // A dump of the table: no trace of the secret, in any case or encoding apps use.
    const dump = JSON.stringify(await t.db.select().from(userMfa));
    expect(dump.toUpperCase()).not.toContain(secret);
    expect(await signInWithCode()).toBe(0);
  });

  it("a sealed secret copied onto another user's row does not open", async () => {
    const { totpSecret } = await stored();
    expect(openSecret(userId, totpSecret!)).toBe(secret);
    expect(() => openSecret(randomUUID(), totpSecret!)).toThrow(SecretUnreadable);
  });

  it('a secret stored before sealing still signs in, and the start seals it once', async () => {
    await t.db.update(userMfa).set({ totpSecret: secret }).where(eq(userMfa.userId, userId));
    expect(await signInWithCode()).toBe(0);

    const ring = secretKeys();
    await checkStoredSecrets(t.db, ring, totpSecrets);
    expect(await sealStoredSecrets(t.db, ring, totpSecrets)).toBe(1);
    expect((await stored()).totpSecret).toMatch(new RegExp(`^v1:${ring.sealing.id}:`));
    // Nothing left: a second start, or a second node, changes nothing.
    expect(await sealStoredSecrets(t.db, ring, totpSecrets)).toBe(0);
    expect(await signInWithCode()).toBe(0);
  });

  it('rotation: a new key first, the old one after, then the old one dropped', async () => {
    const rotated: KeyRing = keyRingOf(`${keyB},${keyA}`);
    useSecretKeys(rotated);
    await checkStoredSecrets(t.db, rotated, totpSecrets);
    // Before the start reseals, the old key still opens the secret.
    expect(await signInWithCode()).toBe(0);
    expect(await sealStoredSecrets(t.db, rotated, totpSecrets)).toBe(1);
    expect((await stored()).totpSecret).toMatch(new RegExp(`^v1:${rotated.sealing.id}:`));

    const onlyNew = keyRingOf(keyB);
    await checkStoredSecrets(t.db, onlyNew, totpSecrets);
    useSecretKeys(onlyNew);
    expect(await signInWithCode()).toBe(0);
  });

  it('a wrong key stops the start with a message naming SECRETS_KEY, not a failure at sign-in', async () => {
    const wrong = keyRingOf(newKeyText());
    await expect(checkStoredSecrets(t.db, wrong, totpSecrets)).rejects.toThrow(StartRefused);
    await expect(checkStoredSecrets(t.db, wrong, totpSecrets)).rejects.toThrow(
      /SECRETS_KEY does not open the stored second-factor secrets/,
    );
    // The old key alone, once the rows were resealed with the new one, is wrong as well.
    await expect(checkStoredSecrets(t.db, keyRingOf(keyA), totpSecrets)).rejects.toThrow(
      /SECRETS_KEY/,
    );
  });
});

describe('a stored secret that does not open while the start reseals', () => {
  it("stops the start naming the row (a sealed value copied onto another user's row)", async () => {
    const [other] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userCode, 'nightaudit'));
    const { totpSecret } = await stored();
    await t.db.insert(userMfa).values({ userId: other!.id, totpSecret });
    try {
      const sealing = keyRingOf(`${keyA},${keyB}`);
      await expect(sealStoredSecrets(t.db, sealing, totpSecrets)).rejects.toThrow(StartRefused);
      await expect(sealStoredSecrets(t.db, sealing, totpSecrets)).rejects.toThrow(
        new RegExp(`secret of user ${other!.id} was sealed with key`),
      );
      // The batch was written in one transaction: nothing of it was resealed.
      expect((await stored()).totpSecret).toBe(totpSecret);
    } finally {
      await t.db.delete(userMfa).where(eq(userMfa.userId, other!.id));
    }
  });
});

describe('where the keys come from (SECRETS_KEY)', () => {
  it('is checked with the other settings, and the message never shows the value', () => {
    const value = 'too-short-to-be-a-key';
    expect(() => readEnvironment({ SECRETS_KEY: value })).toThrow(/SECRETS_KEY is not valid/);
    expect(() => readEnvironment({ SECRETS_KEY: value })).not.toThrow(new RegExp(value));
    expect(readEnvironment({ SECRETS_KEY: `${keyA},${keyB}` }).SECRETS_KEY).toBeDefined();
  });

  it('PostgreSQL in production without it: the start is refused, naming the variable', () => {
    const start = () => keyRingForStart({ env: { NODE_ENV: 'production' }, database: 'postgres' });
    expect(start).toThrow(StartRefused);
    expect(start).toThrow(/SECRETS_KEY is not set/);
    const given = keyRingForStart({
      env: { NODE_ENV: 'production', SECRETS_KEY: keyA },
      database: 'postgres',
    });
    expect(given.sealing.id).toBe(keyRingOf(keyA).sealing.id);
    // Outside production a PostgreSQL start keeps a key file, so a restart still opens secrets.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portico-keys-')), 'local');
    try {
      const first = keyRingForStart({ env: {}, database: 'postgres', dataDir });
      expect(keyRingForStart({ env: {}, database: 'postgres', dataDir }).sealing.id).toBe(
        first.sealing.id,
      );
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('PGlite without it: a key file made once in the data folder, readable by its owner only', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-keys-'));
    try {
      const first = keyRingForStart({ env: {}, database: 'pglite', dataDir });
      const file = path.join(dataDir, KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = keyRingForStart({
        env: { NODE_ENV: 'production' },
        database: 'pglite',
        dataDir,
      });
      expect(again.sealing.id).toBe(first.sealing.id);
      expect(readFileSync(file, 'utf8').trim()).toHaveLength(44);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const TOTP_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A real start of the server from its sources; answers its output once it runs or stops. */
async function start(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
    {
      cwd: REPO,
      env: { ...process.env, PORT: '0', PORTICO_DEMO: '0', NODE_ENV: '', ...env },
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
  if (first === 'running') child.kill('SIGTERM');
  return { code: await exited, output };
}

describe('a real start (production guide "Stored secrets")', () => {
  it('production on PostgreSQL without SECRETS_KEY stops before the database is opened', async () => {
    // Nothing listens on port 1: a start that tried to connect would fail otherwise.
    const { code, output } = await start({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portico@127.0.0.1:1/portico',
    });
    expect(output).toMatch(/Portico did not start: SECRETS_KEY is not set/);
    expect(code).toBe(1);
  }, 60_000);

  it('a key that does not open the stored secrets stops the start; with it listed, the start reseals', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-sealed-'));
    const [oldKey, newKey] = [newKeyText(), newKeyText()];
    try {
      const handle = await openDatabase({ dataDir });
      await migrate(handle);
      const db: Database = handle.db;
      const [unit] = await db
        .insert(units)
        .values({ code: 'KEYS', descript: 'Keys', type: 'HOTEL' })
        .returning({ id: units.id });
      const [user] = await db
        .insert(users)
        .values({ unitId: unit!.id, userCode: 'keeper', name: 'Keeper', passwordHash: 'x' })
        .returning({ id: users.id });
      const owner = secretOwner(user!.id);
      const before = seal(keyRingOf(oldKey), TOTP_KEY, owner);
      await db.insert(userMfa).values({ userId: user!.id, totpSecret: before });
      await handle.close();

      const wrong = await start({ DATA_DIR: dataDir, DATABASE_URL: '', SECRETS_KEY: newKey });
      expect(wrong.output).toMatch(
        /Portico did not start: SECRETS_KEY does not open the stored second-factor secrets/,
      );
      expect(wrong.output).not.toContain(newKey);
      expect(wrong.code).toBe(1);

      const rotated = await start({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SECRETS_KEY: `${newKey},${oldKey}`,
      });
      expect(rotated.output).toMatch(/Sealed second-factor secrets: 1 users/);

      const after = await openDatabase({ dataDir });
      const [row] = await after.db.select().from(userMfa).where(eq(userMfa.userId, user!.id));
      await after.close();
      expect(row!.totpSecret).toMatch(new RegExp(`^v1:${keyRingOf(newKey).sealing.id}:`));
      expect(open(keyRingOf(newKey), row!.totpSecret!, owner)).toBe(TOTP_KEY);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
