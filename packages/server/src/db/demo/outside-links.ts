import type { OutsideLinkRules } from '@portico/sdk/internal';
import { originSetting } from './org';

/**
 * The demo's outside-link allow lists (product.md §5 "Outside links"; server README "Outside
 * links"): the web schemes, the demo's own hosts and the made-up sites its menus and "My Apps"
 * links point to (portico.example, intranet.harbour.example), and the ports those use, including
 * the one the server listens on at seeding and those of PORTICO_EXAMPLES_ORIGIN / _HUB_ORIGIN.
 * An empty list allows everything, so a production setup lists its own sites the same way.
 */
export function demoOutsideLinks(env: NodeJS.ProcessEnv = process.env): OutsideLinkRules {
  const origins = [
    originSetting(env.PORTICO_EXAMPLES_ORIGIN, 'PORTICO_EXAMPLES_ORIGIN'),
    originSetting(env.PORTICO_HUB_ORIGIN, 'PORTICO_HUB_ORIGIN'),
  ]
    .filter(Boolean)
    .map((origin) => new URL(origin));
  const domains = ['localhost', '127.0.0.1', 'portico.example', '*.portico.example'];
  const ports = ['80', '443', String(Number(env.PORT ?? 8080))];
  for (const url of origins) {
    domains.push(url.hostname);
    ports.push(url.port || (url.protocol === 'https:' ? '443' : '80'));
  }
  domains.push('*.harbour.example');
  return {
    protocols: ['http', 'https'],
    domains: [...new Set(domains)],
    ports: [...new Set(ports)],
  };
}
