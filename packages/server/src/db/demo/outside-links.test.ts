import { checkOutsideLink, type OutsideLinkRules } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import { DEMO_APP_LINKS } from './config';
import { demoOutsideLinks } from './outside-links';

/** The demo's allow lists cover its own links and nothing else (product.md §5 "Outside links"). */
describe('the demo outside-link lists', () => {
  const rules: OutsideLinkRules = demoOutsideLinks({
    PORT: '8080',
    PORTICO_EXAMPLES_ORIGIN: 'http://localhost:9123',
  });

  it.each([
    ...DEMO_APP_LINKS.flatMap((link) => ('url' in link && link.url ? [link.url] : [])),
    'https://portico.example/help',
    'https://portico.example/portal',
    'http://localhost:9123/examples/child-app/frame/',
    'http://127.0.0.1:8080/examples/plain-html/',
  ])('allows the demo link %s', (link) => {
    expect(checkOutsideLink(link, rules).ok).toBe(true);
  });

  it.each([
    'https://evil.example.net/',
    'https://portico.example.evil.net/',
    'ftp://portico.example/',
    'http://localhost:22/',
    'javascript:alert(1)',
  ])('refuses %s', (link) => {
    expect(checkOutsideLink(link, rules).ok).toBe(false);
  });
});
