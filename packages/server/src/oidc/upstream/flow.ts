import { createHash, randomBytes } from 'node:crypto';
import { ServerCode, type LoginResult } from '@portico/sdk';
import type { UpstreamError } from '@portico/sdk/contract';
import { and, eq, gt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database } from '../../db/client';
import { oidcPayloads, units, users } from '../../db/schema';
import { upstreamLogin, type LoginContext } from '../../modules/sso/auth';
import { ApiError } from '../../shared/errors';
import { hashPassword } from '../../shared/password';
import { idpOf, type IdpRow } from './idp-settings';
import { unseal } from './seal';

/** The cookie that binds a flow to the browser that started it. */
export const BINDING_COOKIE = 'portico_upstream';
/** A started flow lives as long as someone may take to sign in at the provider. */
const START_TTL_S = 10 * 60;
/** The hand-off from the callback to the sign-in page only has to survive one page load. */
const DONE_TTL_S = 2 * 60;
/** How long the provider may take to answer discovery or the token call. */
const PROVIDER_TIMEOUT_S = 10;

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
interface Identified {
  unitId: string;
  binding: string;
  userCode: string;
  claims: { name?: string; email?: string };
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

/** The provider's configuration by discovery; unreachable or broken: `unavailable`. */
async function configOf(db: Database, idp: IdpRow): Promise<client.Configuration> {
  const issuer = new URL(idp.issuer);
  const secret = idp.clientSecretSealed ? await unseal(db, idp.clientSecretSealed) : null;
  try {
    return await client.discovery(
      issuer,
      idp.clientId,
      secret ? { client_secret: secret } : { token_endpoint_auth_method: 'none' },
      secret ? client.ClientSecretPost(secret) : client.None(),
      {
        timeout: PROVIDER_TIMEOUT_S,
        // The settings accept http only for a provider on the loopback host (development).
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  } catch {
    throw new UpstreamFailure('unavailable');
  }
}

/**
 * The upstream sign-in (README "Upstream identity providers"), in three steps: `start` sends the
 * browser to the unit's provider (code + PKCE, state and nonce, the state bound to this browser
 * by a cookie); `callback` checks the provider's answer and names the Portico user; `finish`,
 * called by the sign-in page, signs that user in through the login path of the form.
 */
export function upstreamFlow(db: Database, redirectUri: string) {
  return {
    /** Answers where to send the browser and the binding cookie's value. */
    async start(unitCode: string, oidc?: string): Promise<{ location: string; binding: string }> {
      const [unit] = await db.select().from(units).where(eq(units.code, unitCode)).limit(1);
      const idp = unit ? await idpOf(db, unit.id) : undefined;
      if (!unit || !idp?.enabled) throw new UpstreamFailure('unavailable');
      const config = await configOf(db, idp);
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
      const config = await configOf(db, idp);
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
      const userCode = claims[idp.userCodeClaim];
      if (typeof userCode !== 'string' || !userCode.trim() || userCode.length > 64) {
        throw new UpstreamFailure('denied');
      }
      const code = random();
      const identified: Identified = {
        unitId: started.unitId,
        binding: started.binding,
        userCode: userCode.trim(),
        claims: {
          name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : undefined,
          email: typeof claims.email === 'string' ? claims.email.slice(0, 254) : undefined,
        },
      };
      await remember(db, 'UpstreamDone', code, identified, DONE_TTL_S);
      return { code, oidc: started.oidc };
    },

    /** Signs the identified user in; the code is spent whatever the outcome. */
    async finish(
      code: string,
      binding: string | null,
      context: LoginContext,
    ): Promise<LoginResult> {
      const identified = await takeOnce<Identified>(db, 'UpstreamDone', code);
      if (!identified || !binding || identified.binding !== hash(binding)) {
        throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamExpired');
      }
      const [unit] = await db.select().from(units).where(eq(units.id, identified.unitId));
      const idp = unit ? await idpOf(db, unit.id) : undefined;
      if (!unit || !idp?.enabled) {
        throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamExpired');
      }
      const [found] = await db
        .select()
        .from(users)
        .where(and(eq(users.unitId, unit.id), eq(users.userCode, identified.userCode)));
      const user =
        found ?? (idp.createAccounts ? await createAccount(db, unit.id, identified) : null);
      if (!user) {
        throw new ApiError(ServerCode.BAD_CREDENTIALS, 'serverAdmin.upstreamUnknownIdentity', {
          userCode: identified.userCode,
        });
      }
      return upstreamLogin(db, { unit, user }, context);
    },
  };
}

/** A user for an identity the unit's provider vouches for, when the unit allows it. */
async function createAccount(db: Database, unitId: string, identified: Identified) {
  const userCode = identified.userCode;
  // The user code rules of product.md §5 (user add); anything else is refused, not mangled.
  if (userCode.length > 30 || !/^[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?$/.test(userCode)) return null;
  const email = identified.claims.email;
  const [created] = await db
    .insert(users)
    .values({
      unitId,
      userCode,
      name: identified.claims.name?.trim() || userCode,
      email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
      // Signs in through the provider only: a password nobody knows.
      passwordHash: await hashPassword(random()),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db
    .select()
    .from(users)
    .where(and(eq(users.unitId, unitId), eq(users.userCode, userCode)));
  return raced ?? null;
}
