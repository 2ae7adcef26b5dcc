import { DEFAULT_API_BASES, type LoginResult } from '@portico/sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, logos } from '../db/schema';
import { listUnitApps, USER_CENTRE_APP_CODE } from './apps';
import { sessionMenus } from './menu-tree';
import { mustChangePassword, passwordPolicyOf } from './parameters';
import { idleWindowOf } from './session-idle';
import type { UnitRow, UserRow } from './session';

export interface LoginSubject {
  user: UserRow;
  unit: UnitRow;
  token: string;
  /** Whose menus the result carries; the user centre's by default. */
  appCode: string | null;
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
  const [dept] = user.departmentId
    ? await db
        .select({ name: departments.name })
        .from(departments)
        .where(eq(departments.id, user.departmentId))
    : [];
  const [logo] = await db
    .select({ image: logos.image, updatedAt: logos.updatedAt })
    .from(logos)
    .where(eq(logos.unitId, unit.id));
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
    apps: await listUnitApps(db, unit.id),
    userPkId: user.id,
    unitPkId: unit.id,
    pwdChange: mustChangePassword(user, await passwordPolicyOf(db, unit)),
    menus: await sessionMenus(db, user, unit.id, appCode),
    orgId: unit.id,
    orgType: unit.type,
    orgUUID: unit.uuid,
    login: true,
    lockScreenMinutes: await idleWindowOf(db, unit.id, user.id),
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
