import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The hosts the hub itself serves: its public addresses (OIDC_ISSUER, PORTICO_HUB_ORIGIN,
 * PORTICO_EXAMPLES_ORIGIN), the host the request came to, loopback names and address literals. A domain record
 * restyles the login page of its host for everyone who signs in there, so the record of a host
 * shared by every unit is the platform's to set (README "Administration", domain records).
 */
export function hubHostsOf(
  request: FastifyRequest,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const hosts = [request.hostname, hostOf(`http://${request.headers.host ?? ''}`)];
  for (const origin of [env.OIDC_ISSUER, env.PORTICO_HUB_ORIGIN, env.PORTICO_EXAMPLES_ORIGIN]) {
    if (origin) hosts.push(hostOf(origin));
  }
  return hosts.filter((host) => host !== '').map((host) => host.toLowerCase().replace(/\.$/, ''));
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return '';
  }
}

/**
 * `localhost` and `*.localhost` (RFC 6761), and every address literal: no unit owns an address
 * (it is the hub's, reached without a name), whatever form it is written in (`127.1` is
 * 127.0.0.1 to a browser).
 */
function isLoopbackOrAddress(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(hostOf(`http://${host}`)) !== 0;
}

/** Whether a (lower-case, dotless) host is one the hub serves. */
export function isHubHost(host: string, hubHosts: readonly string[]): boolean {
  const canonical = hostOf(`http://${host}`) || host;
  return isLoopbackOrAddress(host) || hubHosts.includes(host) || hubHosts.includes(canonical);
}
