import { type LoginResult } from '@portico/sdk';
import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, logos } from '../../db/schema';
import { listUnitApps, USER_CENTRE_APP_CODE } from '../apps/apps';
import { sessionMenus } from '../menus/menu-tree';
import { mustChangePassword, passwordPolicyOf } from '../units/parameters';
import { idleWindowOf } from '../session/session-idle';
import { unitLanguageOf } from '../units/unit-language';
import type { UnitRow, UserRow } from '../session/session';

export interface LoginSubject {
  user: UserRow;
  unit: UnitRow;
  token: string;
  /** Whose menus the result carries; the user centre's by default. */
  appCode: string | null;
  /** The session's idle window when the caller has it already (sign-in): not read again. */
  lockScreenMinutes?: number | null;
}

/** URL of a unit's uploaded logo or icon; `v` changes with each upload, so caches refresh. */
export function logoFileUrl(unitCode: string, updatedAt: Date, icon = false): string {
  const query = `v=${updatedAt.getTime()}${icon ? '&icon=T' : ''}`;
  return `${DEFAULT_API_BASES.UC}/logo/file/${encodeURIComponent(unitCode)}?${query}`;
}

/**
 * The login result of api-contract.md §3, answered by login, pmsLogin, reLogin, iamCheck and
 * getLoginByToken: the unit is the session's (which may differ from the home unit after a switch).
 */
export async function buildLoginResult(db: Database, subject: LoginSubject): Promise<LoginResult> {
  const { user, unit, token } = subject;
  const appCode = subject.appCode ?? USER_CENTRE_APP_CODE;
  // The reads are independent: asked at once, a sign-in waits for the slowest, not their sum.
  const [[dept], [logo], apps, policy, menus, lockScreenMinutes, unitLanguage] = await Promise.all([
    user.departmentId
      ? db
          .select({ name: departments.name })
          .from(departments)
          .where(eq(departments.id, user.departmentId))
      : [],
    db
      .select({ image: logos.image, updatedAt: logos.updatedAt })
      .from(logos)
      .where(eq(logos.unitId, unit.id)),
    listUnitApps(db, unit.id),
    passwordPolicyOf(db, unit),
    sessionMenus(db, user, unit.id, appCode),
    subject.lockScreenMinutes !== undefined
      ? subject.lockScreenMinutes
      : idleWindowOf(db, unit.id, user.id),
    unitLanguageOf(db, unit),
  ]);
  const deptName = dept?.name ?? null;
  return {
    userCode: user.userCode,
    username: user.name,
    unitId: unit.id,
    unitCode: unit.code,
    unitName: unit.descript,
    unitLogo: logo?.image ? logoFileUrl(unit.code, logo.updatedAt) : unit.logo,
    deptName,
    theme: unit.theme,
    jwtToken: token,
    apps,
    userPkId: user.id,
    unitPkId: unit.id,
    pwdChange: mustChangePassword(user, policy),
    menus,
    orgId: unit.id,
    orgType: unit.type,
    orgUUID: unit.uuid,
    login: true,
    lockScreenMinutes,
    unitLanguage,
    userInfoDO: {
      id: user.id,
      code: user.userCode,
      name: user.name,
      // The contract does not show what the session user's type holds; the unit type is the
      // closest thing the schema has.
      type: unit.type,
      deptName,
      firstLogin: user.firstLogin,
      isBackdoor: user.isBackdoor,
      canUseBackdoor: user.canUseBackdoor,
      receiveMessage: user.receiveMessage,
      email: user.email,
    },
  };
}
