import { describe, expect, it } from 'vitest';
import { appLinkWithToken, appTileLink } from './app-link';

describe('launcher tile link (product.md §2.7 "a link with the token appended")', () => {
  it('appends ssoToken to an absolute href, keeping its query', () => {
    expect(appLinkWithToken('https://gc.example.com/index?x=1', 't 1', 'http://hub')).toBe(
      'https://gc.example.com/index?x=1&ssoToken=t+1',
    );
  });

  it('resolves a relative href against the hub', () => {
    expect(appLinkWithToken('/examples/child-app/', 'abc', 'http://localhost:8080/apps')).toBe(
      'http://localhost:8080/examples/child-app/?ssoToken=abc',
    );
  });

  it('refuses anything but http(s)', () => {
    expect(appLinkWithToken('javascript:alert(1)', 'abc', 'http://hub')).toBeNull();
    expect(appLinkWithToken('http://[bad', 'abc', 'http://hub')).toBeNull();
  });
});

describe('launcher tile link (product.md §2.7 "App PLATFORM_MEMBER drops the /index suffix")', () => {
  it.each([
    ['PLATFORM_MEMBER', 'https://pm.test/member/index', 'https://pm.test/member?ssoToken=t'],
    ['PLATFORM_MEMBER', 'https://pm.test/index?x=1#top', 'https://pm.test/?x=1&ssoToken=t#top'],
    ['PLATFORM_MEMBER', 'https://pm.test/indexes', 'https://pm.test/indexes?ssoToken=t'],
    ['GC', 'https://gc.test/index', 'https://gc.test/index?ssoToken=t'],
  ])('%s %s → %s', (code, href, link) => {
    expect(appTileLink({ code, href }, 't', 'https://hub.test/apps')).toBe(link);
  });

  it('an app without an address has no link', () => {
    expect(appTileLink({ code: 'GC', href: null }, 't', 'https://hub.test/')).toBeNull();
    expect(
      appTileLink({ code: 'GC', href: 'javascript:alert(1)' }, 't', 'https://hub.test/'),
    ).toBeNull();
  });
});
