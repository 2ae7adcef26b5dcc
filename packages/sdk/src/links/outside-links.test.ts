import { describe, expect, it } from 'vitest';
import type { OutsideLinkRules } from '../contract/app-config-types';
import { checkOutsideLink, effectivePort, isAllowedOutsideLink } from './outside-links';

const OPEN: OutsideLinkRules = { protocols: [], domains: [], ports: [] };
const STRICT: OutsideLinkRules = {
  protocols: ['https'],
  domains: ['reports.example.com', '*.partner.com'],
  ports: ['443', '8443'],
};

describe('outside links (product.md §5 "Outside links", §2.8)', () => {
  it.each<[string, string, OutsideLinkRules, boolean]>([
    ['"an empty list allows everything"', 'http://anything.test:81/x', OPEN, true],
    ['"an empty list allows everything" (https)', 'https://anything.test/', OPEN, true],
    ['"protocol … must fit": other scheme', 'http://reports.example.com/', STRICT, false],
    ['"domain … must fit": listed domain', 'https://reports.example.com/r?id=1', STRICT, true],
    ['"domain … must fit": host case is ignored', 'https://REPORTS.example.com/', STRICT, true],
    ['"domain … must fit": unlisted domain', 'https://evil.com/', STRICT, false],
    [
      '"domain … must fit": listed name as a subdomain of another',
      'https://reports.example.com.evil.com/',
      STRICT,
      false,
    ],
    ['"domain … must fit": userinfo trick', 'https://reports.example.com@evil.com/', STRICT, false],
    ['"domain … must fit": wildcard matches a subdomain', 'https://bi.partner.com/', STRICT, true],
    [
      '"domain … must fit": wildcard does not match the apex',
      'https://partner.com/',
      STRICT,
      false,
    ],
    [
      '"domain … must fit": wildcard does not match a suffix',
      'https://evilpartner.com/',
      STRICT,
      false,
    ],
    ['"port … must fit": listed port', 'https://reports.example.com:8443/', STRICT, true],
    ['"port … must fit": unlisted port', 'https://reports.example.com:9443/', STRICT, false],
    [
      '"port defaults to 80 when absent" (https: 443, see effectivePort)',
      'https://reports.example.com/',
      STRICT,
      true,
    ],
  ])('%s: %s', (_rule, link, rules, allowed) => {
    expect(isAllowedOutsideLink(link, rules)).toBe(allowed);
  });

  it('"port defaults to 80 when absent": http without a port matches a port list of 80', () => {
    const rules: OutsideLinkRules = { protocols: ['http'], domains: [], ports: ['80'] };
    expect(isAllowedOutsideLink('http://a.test/', rules)).toBe(true);
    expect(isAllowedOutsideLink('http://a.test:8080/', rules)).toBe(false);
    expect(effectivePort(new URL('http://a.test/'))).toBe('80');
    expect(effectivePort(new URL('https://a.test/'))).toBe('443');
  });

  it('accepts protocol entries written as "https:" or "HTTPS://"', () => {
    const rules: OutsideLinkRules = { protocols: ['HTTPS://', 'http:'], domains: [], ports: [] };
    expect(isAllowedOutsideLink('https://a.test/', rules)).toBe(true);
    expect(isAllowedOutsideLink('http://a.test/', rules)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'not a url',
  ])('refuses %s even with empty lists (beyond the spec: it would run in the shell)', (link) => {
    expect(checkOutsideLink(link, OPEN)).toEqual({ ok: false, key: 'error.illegalExternalLink' });
  });

  it('refuses script schemes even when the protocol list names them', () => {
    const rules: OutsideLinkRules = { protocols: ['javascript'], domains: [], ports: [] };
    expect(isAllowedOutsideLink('javascript:alert(1)', rules)).toBe(false);
  });

  it('returns the normalised URL to open, resolving relative links against the base', () => {
    expect(checkOutsideLink(' /report?id=1', OPEN, 'https://hub.test/index')).toEqual({
      ok: true,
      url: 'https://hub.test/report?id=1',
    });
  });
});
