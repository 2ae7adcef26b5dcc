import { createMemoryStorage, createMemoryTokenStore, createPortico } from '@portico/sdk';
import { startSignIn } from '@portico/sdk/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoginResult } from '../testing/fake-client';
import { adoptHubCode, hubSignInUrl, hubSsoPage } from './hub-session';

/**
 * The session of a page on another origin (elements README "Embed Portico on your site";
 * product.md §2.4): Sign in goes to the hub's SSO page for the app code with a state and a
 * challenge this tab keeps, and the one-time code the hub sends back with that state becomes an
 * app session, redeemed with the verifier, leaving the address bar first. A code of a sign-in
 * this tab did not start is never spent; another user's code does not replace a live session
 * without a yes.
 */
beforeEach(() => sessionStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

/** A client on a fake hub that answers /sso/check with `app-token` and logs the calls. */
function fakeHub(users: Record<string, ReturnType<typeof fakeLoginResult>> = {}, token?: string) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    calls.push(`${url} auth=${auth}`);
    const retVal = url.includes('/sso/check')
      ? 'app-token'
      : (users[auth] ?? fakeLoginResult({ jwtToken: auth }));
    return new Response(JSON.stringify({ result: 0, msg: 'ok', retVal }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createPortico({
    origin: 'https://hub.example.com',
    appCode: 'GC',
    fetch: fetchImpl as typeof fetch,
    storage: createMemoryStorage(),
    tokenStore: createMemoryTokenStore(token ?? null),
  });
  return { client, calls };
}

/** Starts a sign-in of GC in this tab, as Sign in does: its state and verifier. */
async function started() {
  const url = new URL(await startSignIn('https://hub.example.com/sso?appCode=GC', 'GC'));
  const { verifier } = JSON.parse(sessionStorage.getItem('portico.sso.pending.GC') ?? '{}');
  return {
    state: url.searchParams.get('ssoState') ?? '',
    challenge: url.searchParams.get('codeChallenge'),
    verifier: verifier as string,
  };
}

describe('hub sign-in for a foreign page', () => {
  it('goes to the hub’s /sso for the app code, back to this page without credentials', () => {
    expect(hubSsoPage('https://hub.example.com').href).toBe('https://hub.example.com/sso');
    expect(hubSsoPage('https://hub.example.com/portal/sso?x=1').href).toBe(
      'https://hub.example.com/portal/sso',
    );
    const url = new URL(
      hubSignInUrl(
        'https://hub.example.com',
        'GC',
        'https://gc.example.net/p?tab=2&ssoToken=old&ssoState=old',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://hub.example.com/sso');
    expect(url.searchParams.get('appCode')).toBe('GC');
    expect(url.searchParams.get('redirect')).toBe('https://gc.example.net/p?tab=2');
  });

  it('sends a state and the SHA-256 challenge of a verifier it keeps in sessionStorage', async () => {
    const { state, challenge, verifier } = await started();
    expect(state).toMatch(/^[\w-]{43}$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    const expected = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(challenge).toBe(expected);
  });

  it('trades the returned code once, with its verifier, for an app session and strips it from the address', async () => {
    const { state, verifier } = await started();
    window.history.replaceState(null, '', `/page?tab=2&ssoToken=one-time&ssoState=${state}#top`);
    const { client, calls } = fakeHub();
    const report = vi.fn();
    const first = adoptHubCode(client, 'GC', report);
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#top');
    await expect(first).resolves.toEqual({ type: 'signed-in' });
    await adoptHubCode(client, 'GC', report);
    expect(report).toHaveBeenCalledOnce();
    const checks = calls.filter((url) => url.includes('/sso/check'));
    expect(checks).toHaveLength(1);
    // The code travels in the Authorization header, never in the URL.
    expect(checks[0]).toContain('auth=one-time');
    expect(checks[0]).not.toContain('token=');
    expect(checks[0]).toContain('appCode=GC');
    expect(checks[0]).toContain(`codeVerifier=${verifier}`);
    expect(client.session.token.value).toBe('app-token');
    expect(client.session.info.value?.userCode).toBe('frontdesk');
    expect(sessionStorage.getItem('portico.sso.pending.GC')).toBeNull();
  });

  it.each([
    ['without a state', () => ''],
    ['with a state this tab never issued', () => '&ssoState=guessed'],
  ])('refuses a code %s: nothing spent, the live session kept', async (_, extra) => {
    await started();
    window.history.replaceState(null, '', `/page?ssoToken=AC-attacker${extra()}`);
    const { client, calls } = fakeHub({}, 'victim-token');
    const outcome = await adoptHubCode(client, 'GC');
    expect(outcome).toEqual({ type: 'refused', key: 'sso.codeRefused', params: undefined });
    expect(calls.filter((url) => url.includes('/sso/check'))).toEqual([]);
    expect(client.session.token.value).toBe('victim-token');
    expect(window.location.search).toBe('');
  });

  it('keeps a live session of another user unless the user says yes', async () => {
    const victim = fakeLoginResult({ jwtToken: 'victim-token', userCode: 'victim', userPkId: 'v' });
    const other = fakeLoginResult({ jwtToken: 'app-token', userCode: 'other', userPkId: 'o' });
    const users = { 'victim-token': victim, 'app-token': other };
    const { exchange } = await import('./hub-exchange');
    for (const answer of [false, true]) {
      const { verifier } = await started();
      const { client } = fakeHub(users, 'victim-token');
      const ask = vi.fn(() => answer);
      const outcome = await exchange(client, 'AC-code', 'GC', verifier, ask);
      expect(ask).toHaveBeenCalledOnce();
      expect(String(ask.mock.calls[0])).toContain('victim');
      if (answer) {
        expect(outcome).toEqual({ type: 'signed-in' });
        expect(client.session.token.value).toBe('app-token');
      } else {
        expect(outcome).toMatchObject({ type: 'kept', key: 'sso.keptUser' });
        expect(client.session.token.value).toBe('victim-token');
      }
    }
  });
});
