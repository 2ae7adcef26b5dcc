import { describe, expect, it } from 'vitest';
import { casReturnPath, wantsFreshCasSignIn } from './cas-return';

const ID = '0b7d5c1e-3f0a-4c55-9d7e-2a1b3c4d5e6f';

describe('casReturnPath (server README "CAS": /cas/login comes back after the sign-in)', () => {
  it('goes back to /cas/login with a well-formed request id', () => {
    expect(casReturnPath(`?cas=${ID}`)).toBe(`/cas/login?resume=${ID}`);
  });

  it('follows nothing else: no parameter, a path, an address, an encoded slash, junk', () => {
    for (const search of [
      '',
      '?cas=',
      '?cas=../../uc',
      '?cas=https://evil.example',
      `?cas=${ID}%2Fx`,
      `?cas=${ID}&x`.replace(ID, 'not-an-id'),
    ]) {
      expect(casReturnPath(search), search).toBeNull();
    }
  });
});

describe('wantsFreshCasSignIn (server README "CAS": renew)', () => {
  it('shows the form when the application asks for a new sign-in', () => {
    expect(wantsFreshCasSignIn(`?cas=${ID}&fresh=1`)).toBe(true);
  });

  it('keeps the usual sso rules otherwise', () => {
    for (const search of [`?cas=${ID}`, '?fresh=1', '?cas=x&fresh=1', `?cas=${ID}&fresh=0`]) {
      expect(wantsFreshCasSignIn(search), search).toBe(false);
    }
  });
});
