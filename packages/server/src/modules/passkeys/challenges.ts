import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeyChallenges } from '../../db/schema';

/** How long the browser has to answer a challenge: a person touching their authenticator. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'register' | 'login';

/** A fresh random challenge (base64url, 32 bytes), stored for any node to spend once. */
export async function issueChallenge(
  db: Database,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const now = Date.now();
  // Expired challenges of nobody's are swept as new ones come: the table stays small.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now)));
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * Spends a live challenge of that purpose, once and atomically: the row is deleted, so a
 * replayed answer finds nothing. `userId` is who it was issued to (null: nobody yet).
 */
export async function spendChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
): Promise<{ userId: string | null } | null> {
  if (!challenge || challenge.length > 128) return null;
  const [spent] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passkeyChallenges.userId });
  return spent ?? null;
}

/**
 * The bytes of a stored challenge, as the option makers want them (a string they would encode
 * again): the options then carry the stored base64url text itself.
 */
export function challengeBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, 'base64url'));
}

/** The challenge a browser answered, read from its clientDataJSON; null when it is unreadable. */
export function answeredChallenge(response: { response: Record<string, unknown> }): string | null {
  const clientData = response.response.clientDataJSON;
  if (typeof clientData !== 'string' || clientData.length > 4096) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}
