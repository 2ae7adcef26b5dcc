import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { ACR_PWD, MFA_ACR_VALUES, acrOf } from '../modules/mfa/amr';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * How the hub sign-in behind an interaction was proven, for the ID token's `amr` and `acr`
 * (README "OpenID Connect"), and whether the client demanded a second factor with `acr_values`.
 */

/** The `acr` values the provider announces: one factor, or a second one. */
export const ACR_VALUES = [ACR_PWD, ...MFA_ACR_VALUES];

/** The `amr` of a hub sign-in session (`pwd` for a session from before second factors). */
export async function hubSessionAmr(db: Database, sessionId: string): Promise<string[]> {
  const [row] = await db
    .select({ amr: sessions.amr })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.amr ? row.amr.split(',') : ['pwd'];
}

/** Whether the request's `acr_values` ask for a second factor. */
export function demandsSecondFactor(details: Interaction): boolean {
  const asked = details.params.acr_values;
  if (typeof asked !== 'string') return false;
  return asked.split(' ').some((value) => MFA_ACR_VALUES.includes(value));
}

/** The login's `amr` and `acr` as the ID token carries them. */
export function proofOf(amr: string[]): { amr: string[]; acr: string } {
  return { amr, acr: acrOf(amr) };
}
