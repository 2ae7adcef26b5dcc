import type { LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import type { CallParsed, PASSKEY_CALLS } from '@portico/sdk/contract';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys, units, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import type { LoginContext } from '../sso/sign-in-checks';
import { completeSecondFactor, peekMfaToken, type ProvenFactor } from '../mfa/complete';
import {
  answeredChallenge,
  challengeBytes,
  CHALLENGE_TTL_MS,
  issueChallenge,
  spendChallenge,
} from './challenges';
import { rejected, userHandleOf } from './own-passkeys';
import { passkeyLogin, passwordlessAllowed } from './passwordless';
import type { RelyingParty } from './relying-party';

/**
 * Signing in with a passkey: as the second factor of a sign-in held at its factor (the
 * `mfaToken` of that answer), or alone (a discoverable passkey names its user) where the user's
 * unit allows passwordless sign-in.
 */

/**
 * Request options: with an mfaToken, the passkeys of the token's user (so the browser offers
 * only theirs); without, none named (the authenticator offers its discoverable passkeys, and the
 * login page's autofill lists them).
 */
export async function loginOptions(
  db: Database,
  rp: RelyingParty,
  { mfaToken }: CallParsed<typeof PASSKEY_CALLS.loginOptions>,
): Promise<Record<string, unknown>> {
  let userId: string | null = null;
  let allowCredentials: { id: string; transports: AuthenticatorTransportFuture[] }[] = [];
  if (mfaToken) {
    const subject = await peekMfaToken(db, mfaToken);
    userId = subject.userId;
    const rows = await db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    allowCredentials = rows.map((row) => ({
      id: row.id,
      transports: row.transports as AuthenticatorTransportFuture[],
    }));
  }
  const challenge = await issueChallenge(db, 'login', userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: challengeBytes(challenge),
    timeout: CHALLENGE_TTL_MS,
    allowCredentials,
    userVerification: 'preferred',
  });
  return options as unknown as Record<string, unknown>;
}

type LoginInput = CallParsed<typeof PASSKEY_CALLS.login>;

/**
 * Verifies the assertion (challenge spent once, the passkey's signature, origin and relying
 * party, a counter that moved on) and answers the login result. A passwordless sign-in needs
 * the authenticator to have verified the person (PIN, biometrics): the passkey then stands for
 * both factors.
 */
export async function loginWithPasskey(
  db: Database,
  rp: RelyingParty,
  input: LoginInput,
  context: LoginContext,
): Promise<LoginResult> {
  const challenge = answeredChallenge(input.response);
  const spent = challenge ? await spendChallenge(db, challenge, 'login') : null;
  if (!challenge || !spent) throw rejected();
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, input.response.id))
    .limit(1);
  if (!row) throw rejected();
  // A challenge made for one user's second factor proves nothing for anyone else.
  if (spent.userId !== null && spent.userId !== row.userId) throw rejected();
  if (input.mfaToken && spent.userId === null) throw rejected();
  // The passkey must be the held user's own: a challenge another held sign-in was given (the
  // caller's own account) would otherwise finish this token's sign-in with someone else's passkey.
  if (input.mfaToken && (await peekMfaToken(db, input.mfaToken)).userId !== row.userId) {
    throw rejected();
  }
  const handle = input.response.response.userHandle;
  if (
    typeof handle === 'string' &&
    handle !== '' &&
    handle !== Buffer.from(userHandleOf(row.userId)).toString('base64url')
  ) {
    throw rejected();
  }

  const passwordless = !input.mfaToken;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: row.counter,
        transports: row.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: passwordless,
    });
  } catch {
    // Bad signature, another origin or relying party, a counter that did not move on, or an
    // answer that is no WebAuthn answer at all: one refusal for them all.
    throw rejected();
  }
  if (!verified.verified) throw rejected();
  // Only the first of two answers racing with the same counter wins.
  const moved = await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  if (moved.length === 0) throw rejected();

  const factor: ProvenFactor = row.deviceType === 'multiDevice' ? 'swk' : 'hwk';
  if (input.mfaToken) return completeSecondFactor(db, input.mfaToken, factor, context);

  const [subject] = await db
    .select({ user: users, unit: units })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(eq(users.id, row.userId));
  if (!subject) throw rejected();
  if (!(await passwordlessAllowed(db, subject.unit))) {
    throw new ApiError(UcCode.PASSWORDLESS_NOT_ALLOWED, 'serverAdmin.passwordlessNotAllowed');
  }
  return passkeyLogin(db, subject, factor, context);
}
