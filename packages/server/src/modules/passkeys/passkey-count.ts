import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema';

/** How many passkeys the user has: what the second-factor status and the sign-in gate count. */
export async function passkeyCountOf(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}
