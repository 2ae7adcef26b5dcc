import type { LoginResult } from '@portico/sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaPolicies } from '../../db/schema';
import { mfaPolicyOf } from '../mfa/policy';
import type { UnitRow, UserRow } from '../session/session';
import { idleWindowOf } from '../session/session-idle';
import { startSignedIn } from '../sso/session-start';
import { admit, type LoginContext } from '../sso/sign-in-checks';

/**
 * Signing in with a passkey alone, where the user's unit allows it (the `passwordless` switch
 * of its sign-in factor policy, inherited like the rest of it).
 */
export async function passwordlessAllowed(db: Database, unit: UnitRow): Promise<boolean> {
  return (await mfaPolicyOf(db, unit)).passwordless;
}

/** Whether some unit's own policy allows it: the login page then offers the passkey. */
export async function anyPasswordless(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ unitId: mfaPolicies.unitId })
    .from(mfaPolicies)
    .where(eq(mfaPolicies.passwordless, true))
    .limit(1);
  return row !== undefined;
}

/**
 * The sign-in of a verified passkey: the checks of every sign-in but the password (lockout,
 * account and unit state, use period, IP whitelist, login limits), then the session. The
 * authenticator verified the person (PIN or biometrics) on a key only they hold, so the sign-in
 * already has two factors: no second one is asked, not even the unit's SMS code, and `amr` says
 * `hwk` or `swk` and `mfa`.
 */
export async function passkeyLogin(
  db: Database,
  subject: { unit: UnitRow; user: UserRow },
  factor: 'hwk' | 'swk',
  context: LoginContext,
): Promise<LoginResult> {
  const { unit, user, repeatPolicy, security } = await admit(
    db,
    {
      unitCode: subject.unit.code,
      account: subject.user.userCode,
      password: '',
      unit: subject.unit,
      user: subject.user,
      via: 'passkey',
    },
    context,
  );
  return startSignedIn(
    db,
    {
      unit,
      user,
      repeatPolicy,
      appCode: null,
      via: 'passkey',
      amr: [factor, 'mfa'],
      factor,
      idleMinutes: await idleWindowOf(db, unit.id, user.id, security),
    },
    context,
  );
}
