import { createHash, randomBytes } from 'node:crypto';
import { ResultCode, type LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/**
 * The hand-off code bound to the page that started the sign-in (DESIGN.md "Security model";
 * docs/concepts/security.md "The hand-off to an app"): the page sends
 * `codeChallenge` = base64url(SHA-256(verifier)) through the hub, the code minted carries it, and
 * only the verifier redeems it, once. A code minted without a challenge works as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function pair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function check(query: Record<string, string>) {
  return call<string>(t.app, 'GET', '/uc/sso/check', { query });
}

/** A code for DEMO_CHILD minted with the hub's token of H001/frontdesk. */
async function boundCode(challenge: string): Promise<string> {
  const hub = await loginAs(t.app, 'H001', 'frontdesk');
  const minted = await check({
    token: hub.jwtToken,
    appCode: 'DEMO_CHILD',
    codeChallenge: challenge,
  });
  expect(minted.result).toBe(0);
  expect(minted.retVal).toMatch(/^AC-/);
  return minted.retVal;
}

describe('GET /uc/sso/check with a codeChallenge: the code is bound to its verifier', () => {
  it('redeems with the right verifier, once, for the user who minted it', async () => {
    const { verifier, challenge } = pair();
    const code = await boundCode(challenge);
    const app = await check({ token: code, appCode: 'DEMO_CHILD', codeVerifier: verifier });
    expect(app.result).toBe(0);
    const login = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: app.retVal,
    });
    expect(login.retVal.userCode).toBe('frontdesk');
    // Single use: the same code and verifier again buy nothing.
    const again = await check({ token: code, appCode: 'DEMO_CHILD', codeVerifier: verifier });
    expect(again.result).toBe(ResultCode.LOGOUT);
    expect(again.retVal).toBeNull();
  });

  it('refuses a bound code redeemed without a verifier (40108), and burns it', async () => {
    const { verifier, challenge } = pair();
    const code = await boundCode(challenge);
    const stolen = await check({ token: code, appCode: 'DEMO_CHILD' });
    expect(stolen.result).toBe(UcCode.TICKET_INVALID);
    expect(stolen.retVal).toBeNull();
    // Tried once by a thief, spent: the page that holds the verifier starts over.
    const late = await check({ token: code, appCode: 'DEMO_CHILD', codeVerifier: verifier });
    expect(late.result).toBe(ResultCode.LOGOUT);
  });

  it('refuses a bound code redeemed with another verifier (40108)', async () => {
    const { challenge } = pair();
    const code = await boundCode(challenge);
    const wrong = await check({
      token: code,
      appCode: 'DEMO_CHILD',
      codeVerifier: pair().verifier,
    });
    expect(wrong.result).toBe(UcCode.TICKET_INVALID);
    // The challenge itself is no verifier.
    const { challenge: other } = pair();
    const code2 = await boundCode(other);
    const asChallenge = await check({
      token: code2,
      appCode: 'DEMO_CHILD',
      codeVerifier: `${other}x`,
    });
    expect(asChallenge.result).toBe(UcCode.TICKET_INVALID);
  });

  it('keeps the unbound code of a client that sent no challenge working, once', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const minted = await check({ token: hub.jwtToken, appCode: 'DEMO_CHILD' });
    const app = await check({ token: minted.retVal, appCode: 'DEMO_CHILD' });
    expect(app.result).toBe(0);
    expect((await check({ token: minted.retVal, appCode: 'DEMO_CHILD' })).result).toBe(
      ResultCode.LOGOUT,
    );
  });

  it('answers 40001 for a malformed challenge or verifier, never a 500', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const queries: Record<string, string>[] = [
      { token: hub.jwtToken, appCode: 'DEMO_CHILD', codeChallenge: 'short' },
      { token: hub.jwtToken, appCode: 'DEMO_CHILD', codeChallenge: `${'a'.repeat(42)}+` },
      { token: 'AC-x', appCode: 'DEMO_CHILD', codeVerifier: 'v'.repeat(129) },
      { token: 'AC-x', appCode: 'DEMO_CHILD', codeVerifier: `${'v'.repeat(42)} ` },
    ];
    for (const query of queries) {
      const answer = await check(query);
      expect(answer.result, JSON.stringify(query)).toBe(ServerCode.INVALID_INPUT);
    }
  });
});
