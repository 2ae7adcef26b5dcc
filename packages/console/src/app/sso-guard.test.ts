import type { StartupConfig } from '@portico/sdk';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// A signed-in hub: the sso rules send every visit to /sso on to the launcher.
const rules = vi.fn(async () => ({
  kind: 'route' as const,
  redirectTo: '/apps',
  name: 'apps',
  query: {},
}));
vi.mock('@portico/sdk', async (original) => ({
  ...(await original<object>()),
  createSsoGuard: () => rules,
}));
vi.mock('@portico/sdk/hub', () => ({ setupFromConfig: () => ({}) }));
let signedIn = true;
vi.mock('../lib/portico', () => ({
  portico: { session: { isLoggedIn: { peek: () => signedIn } } },
}));
vi.mock('../lib/notify', () => ({ notify: () => {} }));

const { guarded, installSsoGuard } = await import('./sso-guard');
installSsoGuard({} as StartupConfig);

const visit = (route: string, url: string) =>
  guarded(route)({ request: new Request(url), params: {} } as LoaderFunctionArgs);

describe('/sso for an OpenID Connect client (server README "OpenID Connect")', () => {
  it('shows the sign-in form to a signed-in user when the provider asks for a new sign-in', async () => {
    rules.mockClear();
    await expect(visit('sso', 'http://hub.test/sso?oidc=Abc_12-x&fresh=1')).resolves.toBeNull();
    expect(rules).not.toHaveBeenCalled();
  });

  it('keeps the sso rules without the flag, or for a malformed uid', async () => {
    for (const url of [
      'http://hub.test/sso?oidc=Abc_12-x',
      'http://hub.test/sso?oidc=../x&fresh=1',
    ]) {
      const answer = await visit('sso', url).catch((thrown: unknown) => thrown);
      expect(answer, url).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('location'), url).toBe('/apps');
    }
  });
});

describe('/sso for a CAS service (server README "CAS": renew)', () => {
  const id = '0b7d5c1e-3f0a-4c55-9d7e-2a1b3c4d5e6f';

  it('shows the sign-in form to a signed-in user when the service asks for a new sign-in', async () => {
    rules.mockClear();
    await expect(visit('sso', `http://hub.test/sso?cas=${id}&fresh=1`)).resolves.toBeNull();
    expect(rules).not.toHaveBeenCalled();
  });

  it('keeps the sso rules without the flag, or for a malformed id', async () => {
    for (const url of [`http://hub.test/sso?cas=${id}`, 'http://hub.test/sso?cas=x&fresh=1']) {
      const answer = await visit('sso', url).catch((thrown: unknown) => thrown);
      expect(answer, url).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('location'), url).toBe('/apps');
    }
  });
});

describe('/sso?action=… of another app: the hub page for a credential action', () => {
  const redirect = 'http://localhost:4000/examples/child-app/?page=report';
  const query = new URLSearchParams({ appCode: 'DEMO_CHILD', redirect }).toString();

  it('sends a signed-in hub to its page for the action, carrying the hand-off back', async () => {
    for (const [action, page] of [
      ['password', '/password/update'],
      ['unit', '/switch-unit'],
    ]) {
      const answer = await visit('sso', `http://hub.test/sso?action=${action}&${query}`).catch(
        (thrown: unknown) => thrown,
      );
      expect((answer as Response).headers.get('location')).toBe(`${page}?${query}`);
    }
  });

  it('leaves everything else to the sso rules: signed out, an unknown action, no app to go back to', async () => {
    for (const [url, withSession] of [
      [`http://hub.test/sso?action=password&${query}`, false],
      [`http://hub.test/sso?action=mfa&${query}`, true],
      ['http://hub.test/sso?action=password&appCode=DEMO_CHILD', true],
    ] as const) {
      signedIn = withSession;
      rules.mockClear();
      const answer = await visit('sso', url).catch((thrown: unknown) => thrown);
      expect(rules, url).toHaveBeenCalled();
      expect((answer as Response).headers.get('location'), url).toBe('/apps');
    }
    signedIn = true;
  });
});
