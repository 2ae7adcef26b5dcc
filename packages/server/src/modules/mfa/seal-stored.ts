import { and, eq, isNotNull, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userMfa } from '../../db/schema';
import { StartRefused } from '../../db/start-seed';
import { open, seal, sealedWith, SecretUnreadable, type KeyRing } from './secret-box';
import { SECRETS_KEY } from './secret-keys';
import { secretOwner } from './stored-secret';

/**
 * At start: the keys must open what is stored (else the start stops, instead of every sign-in
 * with a code failing later), then values stored before sealing, or sealed with a key that no
 * longer seals, are sealed with the sealing key in small batches. Nodes starting together share
 * the work: a batch locks its rows and skips rows another node holds. Running it again finds
 * nothing to do.
 */

const BATCH = 200;

const columns = [userMfa.totpSecret, userMfa.totpPendingSecret] as const;

/** One stored value per key id, checked with the keys given. */
export async function checkStoredSecrets(db: Database, ring: KeyRing): Promise<void> {
  for (const column of columns) {
    const keyId = sql<string>`split_part(${column}, ':', 2)`;
    const samples = await db
      .selectDistinctOn([keyId], { keyId, userId: userMfa.userId, stored: column })
      .from(userMfa)
      .where(like(column, 'v1:%'));
    for (const { userId, stored } of samples) {
      try {
        open(ring, stored!, secretOwner(userId));
      } catch (error) {
        if (!(error instanceof SecretUnreadable)) throw error;
        throw new StartRefused(
          `${SECRETS_KEY} does not open the stored second-factor secrets (one was ` +
            `${error.message}). Give the key they were sealed with, after the new one when ` +
            'rotating (SECRETS_KEY=<new>,<old>).',
        );
      }
    }
  }
}

/** A value the check did not sample, opened; one that does not open stops the start, naming its row. */
function openOrRefuse(ring: KeyRing, stored: string, userId: string): string {
  try {
    return open(ring, stored, secretOwner(userId));
  } catch (error) {
    if (!(error instanceof SecretUnreadable)) throw error;
    throw new StartRefused(
      `the stored second-factor secret of user ${userId} was ${error.message} (${SECRETS_KEY}); ` +
        `give the key it was sealed with, or remove that authenticator (the user sets it up again): ` +
        `update user_mfa set totp_secret = null, totp_pending_secret = null where user_id = '${userId}'`,
    );
  }
}

/** Whether a column holds a value the sealing key did not seal. */
function notSealedBy(column: (typeof columns)[number], ring: KeyRing): SQL {
  return and(isNotNull(column), not(like(column, `v1:${ring.sealing.id}:%`)))!;
}

/** Seals every value not sealed by the sealing key; answers how many rows changed. */
export async function sealStoredSecrets(db: Database, ring: KeyRing): Promise<number> {
  const pending = or(...columns.map((column) => notSealedBy(column, ring)))!;
  let changed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          userId: userMfa.userId,
          totpSecret: userMfa.totpSecret,
          totpPendingSecret: userMfa.totpPendingSecret,
        })
        .from(userMfa)
        .where(pending)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const owner = secretOwner(row.userId);
        const reseal = (stored: string | null) =>
          stored === null || sealedWith(stored) === ring.sealing.id
            ? stored
            : seal(ring, openOrRefuse(ring, stored, row.userId), owner);
        await tx
          .update(userMfa)
          .set({
            totpSecret: reseal(row.totpSecret),
            totpPendingSecret: reseal(row.totpPendingSecret),
          })
          .where(eq(userMfa.userId, row.userId));
      }
      return rows.length;
    });
    changed += done;
    if (done < BATCH) return changed;
  }
}
