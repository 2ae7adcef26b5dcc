import { describe, expect, it } from 'vitest';
import { updateUserPassword } from '../session/password-api';
import { checkToken, getLoginByToken, requestAppCode, verifyLaunchToken } from './sso-api';
import { harness, ok } from './test-harness';

/**
 * README "Session": no token and no password ever travels in a URL on the client's own calls,
 * even where api-contract.md §7.3 and §7.4 show them in the query string (`/sso/check?token=`,
 * `/sso/available?token=`, `/sso/logout?token=`, `/user/updateUserPassword?oldPassword&…`): URLs
 * end up in proxies' and servers' access logs. The token goes in the Authorization header, the
 * passwords in a JSON body. Every request the client makes is recorded and its URL checked.
 */
const LOGIN = { jwtToken: 'SESSION-T', userCode: 'u', unitCode: 'H001', accessibleApps: [] };

function recordingClient() {
  const h = harness('https://app.test/', {
    '/uc/sso/check': () => ok('AC-CODE'),
    '/uc/sso/available': () => ok(true),
    '/uc/sso/getLoginByToken': () => ok(LOGIN),
    '/uc/sso/login': () => ok(LOGIN),
    '/uc/sso/pmsLogin': () => ok(LOGIN),
    '/uc/sso/logout': () => ok(null),
    '/uc/user/updateUserPassword': () => ok(null),
  });
  const urls = () => h.events.filter((event) => event.startsWith('fetch '));
  return { ...h, urls };
}

const CREDENTIAL_IN_URL = /token=|password=/i;

describe('no token or password in a URL (README "Session")', () => {
  it('signing in, checking tokens, changing the password and logging out keep them out of every URL', async () => {
    const { client, urls } = recordingClient();
    await client.login({ unitCode: 'H001', userCode: 'u', password: 'Secret-pw-1' });
    await client.pmsLogin({ unitCode: 'H001', pmsAccount: 'p', password: 'Secret-pw-2' });
    await checkToken(client.http, 'CHECKED-T', 'GC', 'v'.repeat(43));
    await requestAppCode(client.http, {
      token: 'HUB-T',
      appCode: 'GC',
      redirect: 'https://gc.test/',
      codeChallenge: 'c'.repeat(43),
    });
    await verifyLaunchToken(client.http, 'LAUNCH-T', 'GC');
    await getLoginByToken(client.http, 'ASKED-T');
    await updateUserPassword(client.http, 'Old-secret-1', 'New-secret-2');
    await client.logout();

    const made = urls();
    // Every call above reached the fake server: the check below looked at all of them.
    expect(made).toHaveLength(8);
    for (const url of made) expect(url.split(' auth=')[0]).not.toMatch(CREDENTIAL_IN_URL);
  });

  it('the token a check is about goes in the Authorization header, not the session’s own', async () => {
    const { client, urls } = recordingClient();
    await client.login({ unitCode: 'H001', userCode: 'u', password: 'Secret-pw-1' });
    await checkToken(client.http, 'CHECKED-T', 'GC');
    await verifyLaunchToken(client.http, 'LAUNCH-T', 'GC');
    await requestAppCode(client.http, { token: 'HUB-T', appCode: 'GC', redirect: 'https://g/' });
    expect(urls().slice(1)).toEqual([
      'fetch /uc/sso/check?appCode=GC auth=CHECKED-T',
      'fetch /uc/sso/available?appCode=GC auth=LAUNCH-T',
      `fetch /uc/sso/check?appCode=GC&redirect=${encodeURIComponent('https://g/')} auth=HUB-T`,
    ]);
  });
});
