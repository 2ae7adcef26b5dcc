import { describe, expect, it } from 'vitest';
import { appLinkWithToken } from './app-link';

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
