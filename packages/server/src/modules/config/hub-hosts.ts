import type { FastifyRequest } from 'fastify';

/**
 * The hosts the hub itself serves: its public addresses (OIDC_ISSUER, PORTICO_HUB_ORIGIN,
 * PORTICO_EXAMPLES_ORIGIN), the host the request came to, and every loopback name. A domain record
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

/** `localhost`, `*.localhost` (RFC 6761), 127.0.0.0/8 and the unspecified address. */
function isLoopback(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '0.0.0.0' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** Whether a (lower-case, dotless) host is one the hub serves. */
export function isHubHost(host: string, hubHosts: readonly string[]): boolean {
  return isLoopback(host) || hubHosts.includes(host);
}
