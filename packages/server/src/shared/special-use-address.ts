import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Loopback, private, link-local, shared, documentation, multicast and reserved ranges: a server
 * that calls addresses it was given (CAS single-logout requests, a unit's identity provider) must
 * not be steered into the network it runs in unless the operator allows it.
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
  ['192.88.99.0', 24],
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
  // IPv4-translated forms (NAT64) may reach private IPv4 addresses.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL_USE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is not on the public internet (anything that is no address counts too). */
export function isSpecialUse(address: string): boolean {
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address it carries.
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

/**
 * Name resolution for an outgoing request that refuses special-use answers, checked where the
 * socket connects (the resolver's answer, not an earlier one, so a name that turns private is
 * refused); `refuse` makes the caller's error for a refused or empty answer.
 */
export function publicLookup(refuse: (hostname: string) => Error) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const first = addresses[0];
      if (!first || addresses.some((entry) => isSpecialUse(entry.address))) {
        return callback(refuse(hostname), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}
