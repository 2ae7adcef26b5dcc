import { describe, expect, it } from 'vitest';
import { appLaunch, nativeAppLink, type AppLaunch, type AppLaunchOptions } from './app-launch';

const HOTEL: AppLaunchOptions = {
  token: 'tk',
  orgType: 'HOTEL',
  unitCode: 'H001',
  base: 'https://hub.test/apps',
};
const GROUP: AppLaunchOptions = { ...HOTEL, orgType: 'GROUP', unitCode: 'G001' };

describe('launch by app code (product.md §2.7)', () => {
  it.each<[string, string, string | null, AppLaunchOptions, AppLaunch]>([
    [
      '"IGROUP, OHOTELWEB, POSCLIENT open a custom-protocol link with a token"',
      'IGROUP',
      null,
      GROUP,
      { type: 'native', url: 'igroup://open?token=tk' },
    ],
    [
      '"IGROUP, OHOTELWEB, POSCLIENT open a custom-protocol link with a token"',
      'OHOTELWEB',
      'https://x.test/',
      GROUP,
      { type: 'native', url: 'ohotelweb://open?token=tk' },
    ],
    [
      '"IGROUP, OHOTELWEB, POSCLIENT open a custom-protocol link with a token"',
      'POSCLIENT',
      null,
      HOTEL,
      { type: 'native', url: 'posclient://open?token=tk' },
    ],
    [
      '"IHOTEL does so for a hotel unit"',
      'IHOTEL',
      null,
      HOTEL,
      { type: 'native', url: 'ihotel://open?token=tk&hotelCode=H001' },
    ],
    [
      '"otherwise it lists hotels and the user chooses one"',
      'IHOTEL',
      null,
      GROUP,
      { type: 'choose-hotel' },
    ],
    [
      '"All others open href": through the hub sso page, which appends a code issued for the app',
      'GC',
      '/gc/index',
      GROUP,
      {
        type: 'open',
        url: `https://hub.test/sso?appCode=GC&redirect=${encodeURIComponent('https://hub.test/gc/index')}`,
      },
    ],
    [
      '"PLATFORM_MEMBER drops the /index suffix"',
      'PLATFORM_MEMBER',
      'https://pm.test/index',
      GROUP,
      {
        type: 'open',
        url: `https://hub.test/sso?appCode=PLATFORM_MEMBER&redirect=${encodeURIComponent('https://pm.test/')}`,
      },
    ],
    ['"an app without a URL … no matched address"', 'GC', null, GROUP, { type: 'no-address' }],
    [
      'a javascript: href is no address',
      'GC',
      'javascript:alert(1)',
      GROUP,
      { type: 'no-address' },
    ],
  ])('%s: %s', (_rule, code, href, options, expected) => {
    expect(appLaunch({ code, href }, options)).toEqual(expected);
  });

  it('encodes the token and extra parameters of the custom-protocol link', () => {
    expect(nativeAppLink('IHOTEL', 'a b&c=d', { hotelCode: 'H 1' })).toBe(
      'ihotel://open?token=a+b%26c%3Dd&hotelCode=H+1',
    );
  });
});
