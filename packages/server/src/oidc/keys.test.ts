import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { loadProviderKeys, rotateSigningKey } from './keys';

/** README "OpenID Connect", "Keys": made once, kept in the database, rotated by adding. */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.teardown());

describe('provider keys', () => {
  it('are made at the first start and found again by the next (every node signs alike)', async () => {
    const first = await loadProviderKeys(database.handle.db);
    expect(first.jwks.keys).toHaveLength(1);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.jwks.keys[0]!.d).toBeTruthy();
    expect(first.cookieKeys).toHaveLength(1);
    expect(await loadProviderKeys(database.handle.db)).toEqual(first);
  });

  it('rotate by adding a key that signs first while the older one stays for verification', async () => {
    const before = await loadProviderKeys(database.handle.db);
    const kid = await rotateSigningKey(database.handle.db);
    const after = await loadProviderKeys(database.handle.db);
    expect(after.jwks.keys.map((key) => key.kid)).toEqual([kid, before.jwks.keys[0]!.kid]);
  });
});
