import type { OutsideLinkRules } from '../contract/app-config-types';

/**
 * The port a URL without one is compared as. The spec says 80 (product.md §5 "port defaults to 80
 * when absent"); that is read as "the scheme's default port", so https compares as 443 — otherwise
 * a rule listing 443 could never match a plain `https://host/` link, and one listing 80 would let
 * every https link through.
 */
export function effectivePort(url: URL): string {
  if (url.port) return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

/**
 * Schemes that run code in the page that opens them. They are refused even when the protocol list
 * is empty or names them (beyond the spec, DESIGN.md "Security model"): the allowed link ends up
 * in an iframe `src` or a new tab, where `javascript:` would run with the shell's origin.
 */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'blob']);
/** With an empty protocol list, "allows everything" means every web link. */
const WEB_SCHEMES = new Set(['http', 'https']);

const normaliseProtocol = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/:?(\/\/)?$/, '');
const normaliseDomain = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/** A domain entry matches the host exactly; `*.example.com` matches its subdomains. */
function domainFits(host: string, entry: string): boolean {
  if (entry.startsWith('*.'))
    return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
  return host === entry;
}

export type OutsideLinkCheck =
  { ok: true; url: string } | { ok: false; key: 'error.illegalExternalLink' };

/**
 * The outside-link allow-list (product.md §5 "Outside links", §2.8): protocol, domain and port must
 * each fit their list, and an empty list allows everything. Relative links resolve against `base`.
 * On success the normalised URL is returned: open that, not the raw input.
 */
export function checkOutsideLink(
  link: string,
  rules: OutsideLinkRules,
  base?: string,
): OutsideLinkCheck {
  const refused = { ok: false, key: 'error.illegalExternalLink' } as const;
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return refused;
  }
  const protocol = url.protocol.slice(0, -1);
  if (SCRIPT_SCHEMES.has(protocol)) return refused;
  const protocols = rules.protocols.map(normaliseProtocol).filter(Boolean);
  if (protocols.length === 0 ? !WEB_SCHEMES.has(protocol) : !protocols.includes(protocol)) {
    return refused;
  }
  const domains = rules.domains.map(normaliseDomain).filter(Boolean);
  const host = normaliseDomain(url.hostname);
  if (domains.length > 0 && !domains.some((entry) => domainFits(host, entry))) return refused;
  const ports = rules.ports.map((port) => port.trim()).filter(Boolean);
  if (ports.length > 0 && !ports.includes(effectivePort(url))) return refused;
  return { ok: true, url: url.href };
}

export function isAllowedOutsideLink(link: string, rules: OutsideLinkRules, base?: string) {
  return checkOutsideLink(link, rules, base).ok;
}
