import { createHash, randomBytes } from 'node:crypto';
import { type LoginResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import type { UpstreamError, UpstreamFinishRequest } from '@portico/sdk/contract';
import { and, eq, gt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database } from '../../db/client';
import { oidcPayloads, units } from '../../db/schema';
import type { LoginContext } from '../../modules/sso/auth';
import { ApiError } from '../../shared/errors';
import { signInIdentity, type Identity } from './identities';
import { idpOf } from './idp-settings';
import { providerConfigs, ProviderUnavailable } from './provider-config';

/** The cookie that binds a flow to the browser that started it. */
export const BINDING_COOKIE = 'portico_upstream';
/** A started flow lives as long as someone may take to sign in at the provider. */
const START_TTL_S = 10 * 60;
/** The hand-off from the callback to the sign-in page only has to survive one page load. */
const DONE_TTL_S = 2 * 60;
/** An identity to link waits this long for the account's user code and password. */
const LINK_TTL_S = 10 * 60;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

interface Started {
  unitId: string;
  binding: string;
  verifier: string;
  nonce: string;
  state: string;
  /** An OpenID Connect sign-in waiting on the hub (`/sso?oidc=`), resumed after this one. */
  oidc?: string;
}
interface Identified extends Identity {
  unitId: string;
  binding: string;
}

/** A failure that sends the browser back to the sign-in page with `?upstreamError=`. */
export class UpstreamFailure extends Error {
  constructor(readonly reason: UpstreamError) {
    super(reason);
  }
}

async function remember(db: Database, model: string, key: string, payload: object, ttl: number) {
  await db.insert(oidcPayloads).values({
    model,
    id: hash(key),
    payload,
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
}

/** Takes a row once: of two requests with the same key, only one gets it. */
async function takeOnce<T>(db: Database, model: string, key: string): Promise<T | null> {
  const [row] = await db
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, model),
        eq(oidcPayloads.id, hash(key)),
        gt(oidcPayloads.expiresAt, new Date()),
      ),
    )
    .returning({ payload: oidcPayloads.payload });
  return row ? (row.payload as T) : null;
}

/**
 * The upstream sign-in (README "Upstream identity providers"), in three steps: `start` sends the
 * browser to the unit's provider (code + PKCE, state and nonce, the state bound to this browser
 * by a cookie); `callback` checks the provider's answer (the ID token against the provider's
 * keys, provider-config.ts) and keeps the identity it vouches for; `finish`, called by the
 * sign-in page, signs in the user that identity is linked to (identities.ts).
 */
export function upstreamFlow(
  db: Database,
  redirectUri: string,
  allowPrivateNetwork: () => boolean,
) {
  const providers = providerConfigs(db, allowPrivateNetwork);
  const configOf = async (idp: Parameters<typeof providers.of>[0]) => {
    try {
      return await providers.of(idp);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new UpstreamFailure('unavailable');
      throw error;
    }
  };
  return {
    /** Answers where to send the browser and the binding cookie's value. */
    async start(unitCode: string, oidc?: string): Promise<{ location: string; binding: string }> {
      const [unit] = await db.select().from(units).where(eq(units.code, unitCode)).limit(1);
      const idp = unit ? await idpOf(db, unit.id) : undefined;
      if (!unit || !idp?.enabled) throw new UpstreamFailure('unavailable');
      const config = await configOf(idp);
      const started: Started = {
        unitId: unit.id,
        binding: random(),
        verifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
        state: client.randomState(),
        ...(oidc && /^[\w-]{1,128}$/.test(oidc) ? { oidc } : {}),
      };
      const location = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        code_challenge: await client.calculatePKCECodeChallenge(started.verifier),
        code_challenge_method: 'S256',
        state: started.state,
        nonce: started.nonce,
      });
      await remember(
        db,
        'UpstreamStart',
        started.state,
        { ...started, binding: hash(started.binding) },
        START_TTL_S,
      );
      return { location: location.href, binding: started.binding };
    },

    /** Answers the one-time code the sign-in page spends with `finish`, and a waiting OIDC sign-in. */
    async callback(
      query: URLSearchParams,
      binding: string | null,
    ): Promise<{ code: string; oidc?: string }> {
      const state = query.get('state');
      if (!state || state.length > 512 || !binding) throw new UpstreamFailure('state');
      const started = await takeOnce<Started>(db, 'UpstreamStart', state);
      if (!started || started.binding !== hash(binding)) throw new UpstreamFailure('state');
      if (query.has('error')) throw new UpstreamFailure('denied');
      const idp = await idpOf(db, started.unitId);
      if (!idp?.enabled) throw new UpstreamFailure('unavailable');
      const config = await configOf(idp);
      // The answer as the provider addressed it: this server's registered callback, its query.
      const current = new URL(redirectUri);
      current.search = query.toString();
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: started.verifier,
          expectedState: started.state,
          expectedNonce: started.nonce,
          idTokenExpected: true,
        });
        claims = { ...tokens.claims() };
        if (claims[idp.userCodeClaim] === undefined) {
          const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
          claims = { ...info, ...claims };
        }
      } catch (error) {
        throw new UpstreamFailure(
          error instanceof client.ResponseBodyError || error instanceof client.ClientError
            ? 'denied'
            : 'unavailable',
        );
      }
      // The identity is the issuer's `sub` (checked in the signed ID token); the claim that
      // names a user code is only a suggestion, for accounts the unit lets the provider create.
      const subject = claims.sub;
      if (typeof subject !== 'string' || !subject || subject.length > 255) {
        throw new UpstreamFailure('denied');
      }
      const suggested = claims[idp.userCodeClaim];
      const code = random();
      const identified: Identified = {
        unitId: started.unitId,
        binding: started.binding,
        issuer: idp.issuer,
        subject,
        userCode:
          typeof suggested === 'string' && suggested.trim() && suggested.length <= 64
            ? suggested.trim()
            : null,
        claims: {
          name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : undefined,
          email: typeof claims.email === 'string' ? claims.email.slice(0, 254) : undefined,
        },
        amr: Array.isArray(claims.amr)
          ? claims.amr.filter((v): v is string => typeof v === 'string').slice(0, 8)
          : undefined,
      };
      await remember(db, 'UpstreamDone', code, identified, DONE_TTL_S);
      return { code, oidc: started.oidc };
    },

    /**
     * Signs the identified user in (identities.ts). The code is spent whatever the outcome, but
     * for an identity not linked yet, answered without credentials: that code then waits for the
     * account's user code and password, sent with it again.
     */
    async finish(
      input: UpstreamFinishRequest,
      binding: string | null,
      context: LoginContext,
    ): Promise<LoginResult> {
      const identified = await takeOnce<Identified>(db, 'UpstreamDone', input.code);
      if (!identified || !binding || identified.binding !== hash(binding)) {
        throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamExpired');
      }
      const [unit] = await db.select().from(units).where(eq(units.id, identified.unitId));
      const idp = unit ? await idpOf(db, unit.id) : undefined;
      // The settings changed to another provider meanwhile: this identity is not its.
      if (!unit || !idp?.enabled || idp.issuer !== identified.issuer) {
        throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamExpired');
      }
      const credentials =
        input.userCode !== undefined && input.password !== undefined
          ? { userCode: input.userCode, password: input.password }
          : undefined;
      try {
        return await signInIdentity(db, unit, identified, {
          createAccounts: idp.createAccounts,
          credentials,
          context,
        });
      } catch (error) {
        const retVal = error instanceof ApiError ? (error.retVal as object | null) : null;
        if (!credentials && retVal && 'linkNeeded' in retVal) {
          await remember(db, 'UpstreamDone', input.code, identified, LINK_TTL_S);
        }
        throw error;
      }
    },
  };
}
