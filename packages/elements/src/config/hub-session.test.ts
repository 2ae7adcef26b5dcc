import { createMemoryStorage, createMemoryTokenStore, createPortico } from '@portico/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLoginResult } from '../testing/fake-client';
import { adoptHubCode, hubSignInUrl, hubSsoPage } from './hub-session';

/**
 * The session of a page on another origin (elements README "Embed Portico on your site";
 * product.md §2.4): Sign in goes to the hub's SSO page for the app code, and the one-time code
 * the hub sends back becomes an app session, leaving the address bar first.
 */
afterEach(() => window.history.replaceState(null, '', '/'));

describe('hub sign-in for a foreign page', () => {
  it('goes to the hub’s /sso for the app code, back to this page without credentials', () => {
    expect(hubSsoPage('https://hub.example.com').href).toBe('https://hub.example.com/sso');
    expect(hubSsoPage('https://hub.example.com/portal/sso?x=1').href).toBe(
      'https://hub.example.com/portal/sso',
    );
    const url = new URL(
      hubSignInUrl('https://hub.example.com', 'GC', 'https://gc.example.net/p?tab=2&ssoToken=old'),
    );
    expect(url.origin + url.pathname).toBe('https://hub.example.com/sso');
    expect(url.searchParams.get('appCode')).toBe('GC');
    expect(url.searchParams.get('redirect')).toBe('https://gc.example.net/p?tab=2');
  });

  it('trades the returned code once for an app session and strips it from the address', async () => {
    window.history.replaceState(null, '', '/page?tab=2&ssoToken=one-time#top');
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const retVal = url.includes('/sso/check')
        ? 'app-token'
        : fakeLoginResult({ jwtToken: 'app-token' });
      return new Response(JSON.stringify({ result: 0, msg: 'ok', retVal }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = createPortico({
      origin: 'https://hub.example.com',
      appCode: 'GC',
      fetch: fetchImpl as typeof fetch,
      storage: createMemoryStorage(),
      tokenStore: createMemoryTokenStore(),
    });
    const first = adoptHubCode(client, 'GC');
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#top');
    await first;
    await adoptHubCode(client, 'GC');
    expect(calls.filter((url) => url.includes('/sso/check'))).toHaveLength(1);
    expect(calls[0]).toContain('token=one-time');
    expect(calls[0]).toContain('appCode=GC');
    expect(client.session.token.value).toBe('app-token');
    expect(client.session.info.value?.userCode).toBe('frontdesk');
  });
});
