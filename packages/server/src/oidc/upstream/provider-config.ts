import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';
import type { Database } from '../../db/client';
import { SecretUnreadable } from '../../secrets/secret-box';
import { openClientSecret } from './client-secret';
import type { IdpRow } from './idp-settings';
import { guardedFetch, issuerAddressProblem } from './network-guard';

/** How long the provider may take to answer discovery, the JWKS, the token or userinfo call. */
const PROVIDER_TIMEOUT_S = 10;
/** A provider's metadata and keys are reused this long: a sign-in does not rediscover. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** A provider that could not be discovered is not asked again for this long. */
const FAILURE_TTL_MS = 30_000;

/** The provider could not be used: unreachable, refused by the network guard, or malformed. */
export class ProviderUnavailable extends Error {}

/**
 * The unit providers' configurations (discovery, then the JWKS on first use), cached per unit and
 * settings version: saving the settings starts afresh, and a failure is remembered briefly so
 * that repeated sign-in starts do not make the server call a broken provider again and again.
 * Every request goes through the network guard (network-guard.ts), and every ID token's signature
 * is checked against the keys the provider publishes (`enableNonRepudiationChecks`: openid-client
 * otherwise trusts the TLS connection to the token endpoint alone), besides iss, aud, exp and
 * nonce.
 */
export function providerConfigs(db: Database, allowPrivateNetwork: () => boolean) {
  const cache = new LRUCache<string, Promise<client.Configuration>>({
    max: 1000,
    ttl: DISCOVERY_TTL_MS,
  });
  /** The stored secret; one that does not open (a key missing) makes the provider unusable. */
  async function clientSecretOf(idp: IdpRow): Promise<string> {
    try {
      return await openClientSecret(db, idp.unitId, idp.clientSecretSealed!);
    } catch (error) {
      if (error instanceof SecretUnreadable) {
        throw new ProviderUnavailable('client secret unreadable', { cause: error });
      }
      throw error;
    }
  }
  async function discover(idp: IdpRow): Promise<client.Configuration> {
    const allowPrivate = allowPrivateNetwork();
    const issuer = new URL(idp.issuer);
    if (issuerAddressProblem(issuer, allowPrivate)) throw new ProviderUnavailable('not https');
    const secret = idp.clientSecretSealed ? await clientSecretOf(idp) : null;
    try {
      return await client.discovery(
        issuer,
        idp.clientId,
        secret ? { client_secret: secret } : { token_endpoint_auth_method: 'none' },
        secret ? client.ClientSecretPost(secret) : client.None(),
        {
          [client.customFetch]: guardedFetch(allowPrivate),
          timeout: PROVIDER_TIMEOUT_S,
          execute: [
            client.enableNonRepudiationChecks,
            // Plain http only reaches this point on loopback with private networks allowed.
            ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
          ],
        },
      );
    } catch (error) {
      throw new ProviderUnavailable('discovery failed', { cause: error });
    }
  }

  return {
    /** The configuration of a unit's provider; `ProviderUnavailable` when it cannot be used. */
    of(idp: IdpRow): Promise<client.Configuration> {
      const key = `${idp.unitId}:${idp.updatedAt.getTime()}`;
      let found = cache.get(key);
      if (!found) {
        found = discover(idp);
        cache.set(key, found);
        found.catch(() => cache.set(key, found!, { ttl: FAILURE_TTL_MS }));
      }
      return found;
    },
  };
}
