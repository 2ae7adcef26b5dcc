import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRegisteredRedirect,
  registeredOrigins,
  toRegisteredRedirect,
} from './redirect-allow-list';

const HUB = 'https://hub.example.com';
// As the hub builds it: one app href, one appCode2HostUrl value with a non-default port.
const REGISTERED = ['https://registered.com/gc/index', 'http://child.example.com:8081/app'];
const ALLOWED_ORIGINS = ['https://registered.com', 'http://child.example.com:8081'];

describe('redirect allow-list (DESIGN.md "Security model": ssoToken only to registered apps)', () => {
  it.each([
    [
      'the registered href itself',
      'https://registered.com/gc/index',
      'https://registered.com/gc/index',
    ],
    [
      'another path on a registered origin',
      'https://registered.com/other?x=1#h',
      'https://registered.com/other?x=1#h',
    ],
    ['uppercase scheme and host', 'HTTPS://REGISTERED.COM/a', 'https://registered.com/a'],
    ['explicit default port', 'https://registered.com:443/a', 'https://registered.com/a'],
    [
      'trailing dot-free percent-encoded host',
      'https://%72egistered.com/a',
      'https://registered.com/a',
    ],
    [
      'fullwidth letters that IDNA maps to the host',
      'https://ｒｅｇｉｓｔｅｒｅｄ.com/a',
      'https://registered.com/a',
    ],
    [
      'leading spaces and control characters (the parser strips them)',
      ' \u0000\t https://registered.com/a',
      'https://registered.com/a',
    ],
    [
      'the registered non-default port',
      'http://child.example.com:8081/app?ssoToken=old',
      'http://child.example.com:8081/app?ssoToken=old',
    ],
  ])('allows %s', (_name, input, normalised) => {
    expect(toRegisteredRedirect(input, REGISTERED, HUB)).toBe(normalised);
  });

  it.each([
    ['protocol-relative //', '//evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['scheme without slashes, backslashes', 'https:\\\\evil.com'],
    ['userinfo that looks registered', 'https://registered.com@evil.com'],
    ['userinfo on a registered host', 'https://evil.com@registered.com'],
    ['fragment that looks like userinfo', 'https://evil.com#@registered.com'],
    ['query that looks like userinfo', 'https://evil.com?@registered.com'],
    ['registered name as a subdomain', 'https://registered.com.evil.com'],
    ['registered name as a suffix', 'https://evilregistered.com'],
    ['backslash before @', 'https://evil.com\\@registered.com'],
    ['encoded slash in the host', 'https://registered.com%2F@evil.com'],
    ['encoded @', 'https://registered.com%40evil.com'],
    ['javascript:', 'javascript:alert(document.cookie)//https://registered.com'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: behind control characters', '\u0001java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp on a registered host', 'ftp://registered.com/'],
    ['http instead of https', 'http://registered.com/'],
    ['another port', 'https://registered.com:8443/'],
    ['the default port of the other scheme', 'http://child.example.com/app'],
    ['Cyrillic look-alike', 'https://rеgistered.com/'],
    ['punycode of a look-alike', 'https://xn--rgistered-x6g.com/'],
    ['a relative path (the hub is not registered)', '/apps'],
    ['the hub itself', 'https://hub.example.com/sso'],
    ['an empty redirect', ''],
    ['whitespace only', ' \t'],
    ['a malformed URL', 'https://[registered.com'],
    ['an IPv6 host', 'https://[::1]/'],
  ])('refuses %s', (_name, input) => {
    expect(toRegisteredRedirect(input, REGISTERED, HUB)).toBeNull();
    expect(isRegisteredRedirect(input, REGISTERED, HUB)).toBe(false);
  });

  it('normalises registered URLs to origins and drops what is not http(s)', () => {
    expect(
      registeredOrigins(
        ['https://A.example.com:443/x', '/examples/child-app/', 'javascript:alert(1)', null, ''],
        HUB,
      ),
    ).toEqual(['https://a.example.com', 'https://hub.example.com']);
  });

  // Pieces that bypass tricks are made of; joined at random they cover the combinations.
  const piece = fc.constantFrom(
    'https:',
    'http:',
    'HTTPS:',
    'javascript:',
    'data:',
    '//',
    '/',
    '\\',
    '@',
    '#',
    '?',
    ':',
    '.',
    '%2F',
    '%40',
    '%5C',
    '%2e',
    ':443',
    ':8081',
    ':8443',
    'registered.com',
    'REGISTERED.COM',
    'child.example.com',
    'evil.com',
    'hub.example.com',
    'rеgistered',
    'ｒegistered',
    'xn--',
    ' ',
    '\t',
    '\n',
    '\u0000',
    '\u00a0',
    '\u200b',
    'www.',
  );
  // URL-shaped strings whose parts are each sometimes a trick, so that many of them do pass.
  const shaped = fc
    .tuple(
      fc.constantFrom('', ' ', '\u0000', '\t\n'),
      fc.constantFrom('https:', 'HTTPS:', 'http:', 'javascript:', 'data:', ''),
      fc.constantFrom('//', '/\\', '\\\\', '', '/', '///'),
      fc.constantFrom('', '', 'registered.com@', 'evil.com@', 'a:b@'),
      fc.constantFrom(
        'registered.com',
        'REGISTERED.COM',
        'evil.com',
        'registered.com.evil.com',
        'child.example.com',
        '%72egistered.com',
        'rеgistered.com',
        'hub.example.com',
      ),
      fc.constantFrom('', '', ':443', ':8081', ':80', ':08081'),
      fc.constantFrom('', '/', '/a?b#c', '#@evil.com', '\\@evil.com', '%2F@evil.com', '?@evil.com'),
    )
    .map((parts) => parts.join(''));
  const candidate = fc.oneof(
    fc.string(),
    fc.webUrl({ withFragments: true, withQueryParameters: true }),
    fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
    shaped,
  );

  it('property: arbitrary strings never pass unless the browser would land on a registered origin', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const result = toRegisteredRedirect(input, REGISTERED, HUB);
        if (result === null) return;
        // String-level oracle: the URL followed starts with exactly a registered origin and a slash.
        expect(ALLOWED_ORIGINS.some((origin) => result.startsWith(`${origin}/`))).toBe(true);
        // DOM oracle: an anchor resolves the raw input to the same place we follow.
        const anchor = document.createElement('a');
        anchor.href = new URL(input, HUB).href;
        expect(ALLOWED_ORIGINS).toContain(anchor.origin);
        expect(anchor.href).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('the generator reaches both answers, so the property above is not vacuous', () => {
    const answers = fc
      .sample(candidate, { numRuns: 3000, seed: 7 })
      .map((input) => toRegisteredRedirect(input, REGISTERED, HUB) !== null);
    expect(answers.filter(Boolean).length).toBeGreaterThan(10);
    expect(answers.filter((passed) => !passed).length).toBeGreaterThan(1000);
  });

  it('property: without a registered host in the string, nothing passes', () => {
    const noRegistered = candidate.filter(
      (s) => !/registered|child\.example|%|ｒ|[\uff00-\uffef]/i.test(s),
    );
    fc.assert(
      fc.property(noRegistered, (input) => {
        expect(toRegisteredRedirect(input, REGISTERED, HUB)).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});
