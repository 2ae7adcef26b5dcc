import type { FastifyRequest } from 'fastify';
import { originSetting } from '../../db/demo/org';

/**
 * Who the passkeys belong to (the WebAuthn relying party): by default the origin the hub is used
 * at, as the request tells it (behind a proxy that is believed, `TRUST_PROXY`, its forwarded
 * host and protocol). `PASSKEY_ORIGINS` and `PASSKEY_RP_ID` fix them for deployments whose
 * public address the request does not show, or whose passkeys should serve several hosts of one
 * domain.
 */
export interface RelyingParty {
  /** The domain the passkeys are scoped to: the public host, or a parent domain of it. */
  id: string;
  name: string;
  /** The page origins whose WebAuthn answers are accepted. */
  origins: string[];
}

const RP_NAME = 'Portico';

/** `PASSKEY_ORIGINS`: http(s) origins separated by commas or spaces; none when unset. */
export function passkeyOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.PASSKEY_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => originSetting(item, 'PASSKEY_ORIGINS'));
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * `PASSKEY_RP_ID`: a host name, which every allowed origin's host must equal or end in (the
 * browser refuses the others); unset: the host of the first allowed origin.
 */
export function passkeyRpIdFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.PASSKEY_RP_ID?.trim();
  if (!value) return null;
  if (!HOST_NAME.test(value)) {
    throw new Error(`PASSKEY_RP_ID must be a host name such as hub.example.com (got ${value})`);
  }
  return value.toLowerCase();
}

/** The relying party for a request: the environment's when set, else the request's origin. */
export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  const configured = passkeyOriginsFromEnv();
  const origins = configured.length > 0 ? configured : [requestOrigin(request)];
  const id = passkeyRpIdFromEnv() ?? new URL(origins[0]!).hostname;
  return { id, name: RP_NAME, origins };
}

function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // A Host header no URL can hold: no browser page is at such an origin.
    return 'http://invalid.invalid';
  }
}
