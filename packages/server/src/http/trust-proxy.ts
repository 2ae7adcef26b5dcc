import { isIP } from 'node:net';

/** proxy-addr's names for ranges (loopback: 127.0.0.1/8 and ::1, private networks…). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's `trustProxy` from TRUST_PROXY (README "Production"): which X-Forwarded-For,
 * -Proto and -Host to believe. Unset or `false`: none (the socket's address is the client).
 * `true`: every hop, so the left-most X-Forwarded-For address is the client; only right when
 * the proxy in front overwrites that header, because otherwise a client can write it. Else the
 * proxies' addresses, CIDR ranges or range names (`10.0.0.0/8, loopback`): X-Forwarded-For is read from the
 * right, through these addresses only, so what a client wrote to its left is never believed.
 * A hop count is refused: Fastify 5 trusts nothing for one (it cannot check the peer). A bad
 * value stops the start.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    const prefixOk =
      prefix === undefined ||
      (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (version === 0 || !prefixOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address or CIDR range (use true, false, or the proxies' addresses)`,
      );
    }
  }
  return entries;
}
