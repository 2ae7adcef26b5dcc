import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The hub sessions this interaction already found too old, kept on the interaction itself so
 * every node sees them. `lastSubmission` is the interaction's one free-form field the provider
 * stores; it only reads it back when a result is merged, which the interaction route never asks.
 */
const STALE_KEY = 'porticoStaleHubSessions';

/** When a hub sign-in session started (its row's creation), or null when the row is gone. */
export async function hubSessionStart(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}

function staleOf(details: Interaction): string[] | undefined {
  const stale = details.lastSubmission?.[STALE_KEY];
  return Array.isArray(stale)
    ? stale.filter((id): id is string => typeof id === 'string')
    : undefined;
}

/**
 * Whether a hub session may answer this interaction without a new sign-in. `prompt=login` (and
 * `max_age=0`, its equivalent in OpenID Connect Core §3.1.2.1) wants a sign-in made for this
 * very request: a session that started after the request and that this route has not already
 * turned down (so a session from the same second as the request still counts as old). Another
 * `max_age` accepts a session no older than that many seconds, or one signed in for this request.
 */
export function isFreshEnough(
  details: Interaction,
  sessionId: string,
  startedAt: Date,
  now = Date.now(),
): boolean {
  const stale = staleOf(details);
  const signedInForThis =
    stale !== undefined &&
    !stale.includes(sessionId) &&
    startedAt.getTime() >= (details.iat ?? Infinity) * 1000;
  if (signedInForThis) return true;
  if (details.prompt.reasons.includes('login_prompt')) return false;
  const maxAge = details.params.max_age;
  if (maxAge === undefined) return true;
  const seconds = Number(maxAge);
  if (!Number.isFinite(seconds) || seconds <= 0) return false;
  return Math.floor(now / 1000) - Math.floor(startedAt.getTime() / 1000) <= seconds;
}

/** Whether this interaction asks for a sign-in newer than any hub session might be. */
export function wantsRecentLogin(details: Interaction): boolean {
  return (
    details.prompt.reasons.includes('login_prompt') ||
    details.prompt.reasons.includes('max_age') ||
    details.params.max_age !== undefined
  );
}

/**
 * Records that the browser is sent to sign in afresh, with the hub session turned down (if any),
 * so only a sign-in made after this point answers the interaction.
 */
export async function rememberStale(details: Interaction, sessionId: string | null) {
  const stale = staleOf(details) ?? [];
  if (sessionId && !stale.includes(sessionId)) stale.push(sessionId);
  details.lastSubmission = { ...details.lastSubmission, [STALE_KEY]: stale };
  await details.persist();
}
