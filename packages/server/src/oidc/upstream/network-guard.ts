import { lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { CustomFetch } from 'openid-client';
import { isSpecialUse, publicLookup } from '../../shared/special-use-address';

/**
 * Where the server may fetch a unit's identity provider (README "Upstream identity providers"):
 * a unit administrator names the issuer, so without a check any administrator could make the
 * server call its own loopback, the cloud's metadata service or the office network. Issuers must
 * be https on public addresses, checked when the settings are saved and again on every connection
 * (the name may resolve elsewhere by then), unless the platform operator sets
 * UPSTREAM_IDP_PRIVATE_NETWORK=true (a provider on the intranet; tests on loopback), which
 * also admits plain http on the loopback host.
 */
export function privateNetworkAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.UPSTREAM_IDP_PRIVATE_NETWORK === 'true';
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Why an issuer address may not be used; null when it may. */
export function issuerAddressProblem(issuer: URL, allowPrivate: boolean): string | null {
  if (issuer.protocol === 'https:') return null;
  if (issuer.protocol === 'http:' && allowPrivate && LOOPBACK_NAMES.includes(issuer.hostname)) {
    return null;
  }
  return 'not https';
}

/** The addresses a host resolves to (an address literal is itself). */
async function addressesOf(hostname: string): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  return new Promise((resolve, reject) =>
    lookup(bare, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );
}

/**
 * The check of the settings: https (see above), and a host that resolves, to public addresses
 * only unless private networks are allowed. Answers why not, or null.
 */
export async function issuerProblem(
  issuer: string,
  allowPrivate: boolean,
): Promise<'scheme' | 'unresolved' | 'private' | null> {
  const url = new URL(issuer);
  if (issuerAddressProblem(url, allowPrivate)) return 'scheme';
  let addresses: string[];
  try {
    addresses = await addressesOf(url.hostname);
  } catch {
    return 'unresolved';
  }
  if (!addresses.length) return 'unresolved';
  if (!allowPrivate && addresses.some(isSpecialUse)) return 'private';
  return null;
}

/** Bounds on what a provider may send back. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A refused destination: openid-client reports it like an unreachable provider. */
export class BlockedDestination extends Error {}

/**
 * The fetch openid-client uses for discovery, the JWKS, the token and userinfo calls: the scheme
 * is checked on every URL the provider's metadata names, and the address on every connection
 * (the resolver's answer, not an earlier one), so a name that turns private is refused.
 * Redirects are not followed (openid-client asks for none).
 */
export function guardedFetch(allowPrivate: boolean): CustomFetch {
  const guardedLookup = allowPrivate
    ? lookup
    : publicLookup((hostname) => new BlockedDestination(`${hostname}: not a public address`));

  return async (resource, options) => {
    const url = new URL(resource);
    if (issuerAddressProblem(url, allowPrivate)) {
      throw new BlockedDestination(`${url.origin}: not https`);
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An address literal is connected to without a lookup: check it here.
    if (isIP(literal) && !allowPrivate && isSpecialUse(literal)) {
      throw new BlockedDestination(`${url.origin}: not a public address`);
    }
    const body = bodyOf(options.body);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = send(url, {
        method: options.method,
        headers: { ...options.headers, ...(body ? { 'content-length': body.length } : {}) },
        lookup: guardedLookup,
        signal: options.signal,
      });
      outgoing.once('response', resolve);
      outgoing.once('error', reject);
      outgoing.end(body);
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        answer.destroy();
        throw new BlockedDestination(`${url.origin}: answer too large`);
      }
      chunks.push(chunk as Buffer);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        headers.append(name, one);
      }
    }
    const status = answer.statusCode ?? 502;
    const empty = status === 204 || status === 304;
    return new Response(empty ? null : Buffer.concat(chunks), { status, headers });
  };
}

function bodyOf(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) {
    return Buffer.from(body.toString());
  }
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('unsupported request body');
}
