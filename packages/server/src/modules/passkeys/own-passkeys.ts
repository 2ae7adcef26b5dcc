import { ServerCode, UcCode } from '@portico/sdk/internal';
import type { CallParsed, Passkey, PASSKEY_CALLS } from '@portico/sdk/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { verifyPassword } from '../../shared/password';
import type { ActiveSession } from '../session/session';
import {
  answeredChallenge,
  challengeBytes,
  CHALLENGE_TTL_MS,
  issueChallenge,
  spendChallenge,
} from './challenges';
import type { RelyingParty } from './relying-party';

/** The signed-in user's own passkeys: register, list, rename, remove. */

type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * Whose passkey is registered: a signed-in user, or the user of a sign-in held for enrolment
 * (its mfaToken, never a session).
 */
export type PasskeyOwner = Pick<ActiveSession, 'user' | 'unit'>;

export function rejected(): ApiError {
  return new ApiError(UcCode.PASSKEY_REJECTED, 'serverAdmin.passkeyRejected');
}

export function passkeyOf(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    transports: row.transports,
    deviceType: row.deviceType,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The WebAuthn user handle: the user's id, so a discoverable passkey names its owner. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId, 'utf8'));
}

/**
 * Creation options for the user's next passkey: a discoverable one preferred (it then serves a
 * sign-in without the password too), user verification preferred, and the passkeys the user has
 * already excluded so that one authenticator is not registered twice.
 */
export async function registrationOptions(
  db: Database,
  session: PasskeyOwner,
  rp: RelyingParty,
): Promise<Record<string, unknown>> {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, session.user.id));
  const challenge = await issueChallenge(db, 'register', session.user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: `${session.user.userCode}@${session.unit.code}`,
    userDisplayName: session.user.name ?? session.user.userCode,
    userID: userHandleOf(session.user.id),
    challenge: challengeBytes(challenge),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return options as unknown as Record<string, unknown>;
}

type RegisterInput = CallParsed<typeof PASSKEY_CALLS.register>;

/**
 * Verifies the browser's answer to the options above and stores the passkey. The challenge is
 * spent first, so an answer counts once whatever happens next; nothing is stored unless every
 * check passed.
 */
export async function registerPasskey(
  db: Database,
  session: PasskeyOwner,
  rp: RelyingParty,
  input: RegisterInput,
): Promise<Passkey> {
  const challenge = answeredChallenge(input.response);
  const spent = challenge ? await spendChallenge(db, challenge, 'register') : null;
  if (!challenge || !spent || spent.userId !== session.user.id) throw rejected();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw rejected();
  }
  if (!verified.verified) throw rejected();
  const { credential, credentialDeviceType } = verified.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: session.user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      name: input.name,
    })
    // The same authenticator registered twice (excludeCredentials ignored): the first one stays.
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw rejected();
  return passkeyOf(row);
}

export async function listPasskeys(db: Database, session: ActiveSession): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, session.user.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(passkeyOf);
}

function notFound(): ApiError {
  return new ApiError(ServerCode.NOT_FOUND, 'serverAdmin.passkeyNotFound');
}

export async function renamePasskey(
  db: Database,
  session: ActiveSession,
  input: CallParsed<typeof PASSKEY_CALLS.rename>,
): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, session.user.id)))
    .returning();
  if (!row) throw notFound();
  return passkeyOf(row);
}

/** Removes one of the user's passkeys once the current password is right. */
export async function removePasskey(
  db: Database,
  session: ActiveSession,
  input: CallParsed<typeof PASSKEY_CALLS.remove>,
): Promise<void> {
  if (!(await verifyPassword(session.user.passwordHash, input.password))) {
    throw new ApiError(UcCode.OLD_PASSWORD_WRONG, 'serverAdmin.oldPasswordWrong');
  }
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, session.user.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound();
}
