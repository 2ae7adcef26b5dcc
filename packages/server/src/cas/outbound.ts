import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Loopback, private, link-local, shared, documentation, multicast and reserved ranges: a server
 * that calls addresses it was given (single-logout requests) must not be steered into the
 * network it runs in unless the operator allows it (CAS_ALLOW_PRIVATE_NETWORK).
 */
const SPECIAL_USE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL_USE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL_USE.addSubnet(network, prefix, 'ipv6');
}

export function isSpecialUseAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return SPECIAL_USE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return SPECIAL_USE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** Name resolution that refuses special-use answers, checked where the socket connects. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (!addresses.length || addresses.some((entry) => isSpecialUseAddress(entry.address))) {
      return callback(new Error(`${hostname} resolves to a private or special-use address`), []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

export interface PostOptions {
  allowPrivateNetwork: boolean;
  timeoutMs: number;
}

/**
 * POSTs a form once and resolves with the answer's status; rejects on a refused address, a
 * network error or the timeout. Redirects are not followed.
 */
export function postForm(
  target: string,
  form: Record<string, string>,
  options: PostOptions,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return reject(new Error(`not an http(s) address: ${url.protocol}`));
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateNetwork && isIP(literal) && isSpecialUseAddress(literal)) {
      return reject(new Error(`${literal} is a private or special-use address`));
    }
    const body = new URLSearchParams(form).toString();
    const requestOptions: RequestOptions = {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(options.allowPrivateNetwork ? {} : { lookup: publicLookup as RequestOptions['lookup'] }),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, requestOptions, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
