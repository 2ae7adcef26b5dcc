import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The newest outbox message to a recipient (what a user would have received). */
export async function lastMessageTo(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no message to ${recipient}`);
  return row;
}

/** The 6-digit code of the newest message to a recipient. */
export async function lastCodeTo(db: Database, recipient: string): Promise<string> {
  const { body } = await lastMessageTo(db, recipient);
  const code = /\b\d{6}\b/.exec(body)?.[0];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}
