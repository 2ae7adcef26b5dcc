import type { ServiceOf } from '../../http/mount-call';

import { USER_CODE_EXISTS, validateNewPassword, ServerCode } from '@portico/sdk/internal';
import type { USER_CALLS } from '@portico/sdk/contract';
import { type AdminUserDetail } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, users } from '../../db/schema';
import type { AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';
import { userDetail, userFieldTaken, visibleUser } from './admin-users';
import { ApiError } from '../../shared/errors';
import { passwordPolicyOf } from '../units/parameters';
import { hashPassword } from '../../shared/password';
import type { UnitRow, UserRow } from '../session/session';
import { announceEnded, endSessions } from '../session/session-end';
import { unitById } from '../units/units';

/** User writes (product.md §2.5 /user/user-list, §4 states, §5 "User add", "Reset password"). */

/** A new password by the unit's PASSWORD_STRATEGY (product.md §5), through the shared rule. */
async function checkPassword(db: Database, unit: UnitRow, password: string): Promise<void> {
  const { strategy } = await passwordPolicyOf(db, unit);
  const refusal = validateNewPassword(password, '', { strategy });
  if (refusal) throw ApiError.fromRef(ServerCode.INVALID_INPUT, refusal);
}

async function checkDepartment(db: Database, unitId: string, departmentId?: string | null) {
  if (!departmentId) return;
  const [dept] = await db.select().from(departments).where(eq(departments.id, departmentId));
  if (!dept || dept.unitId !== unitId) throw invalid('adminServer.departmentOfUnit');
}

const expiry = (value: string | null | undefined) => (value ? new Date(value) : null);

/** POST /user/add: the shared user-add rule, a unique code, the unit's password rule. */
export const addUser: ServiceOf<typeof USER_CALLS.add> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId ?? scope.session.unit.id);
  if (await userFieldTaken(db, unit.id, 'userCode', input.userCode)) {
    throw invalid(USER_CODE_EXISTS);
  }
  if (input.pmsAccount && (await userFieldTaken(db, unit.id, 'pmsAccount', input.pmsAccount))) {
    throw invalid('adminServer.pmsAccountExists');
  }
  await checkDepartment(db, unit.id, input.departmentId);
  await checkPassword(db, unit, input.password);
  const [created] = await guardWrite(
    async () =>
      db
        .insert(users)
        .values({
          unitId: unit.id,
          userCode: input.userCode,
          name: input.name,
          email: input.email,
          mobile: input.mobile || null,
          idcard: input.idcard || null,
          passwordHash: await hashPassword(input.password),
          departmentId: input.departmentId ?? null,
          sex: input.sex ?? null,
          birth: input.birth ?? null,
          address: input.address ?? null,
          expireTime: expiry(input.expireTime),
          useDeptRole: input.useDeptRole ?? 'F',
          isSupplierAdmin: input.isSupplierAdmin ?? 'F',
          pmsAccount: input.pmsAccount ?? null,
          // The administrator knows the password: the user replaces it at first sign-in.
          firstLogin: 'T',
          createUser: scope.session.user.userCode,
        })
        .returning(),
    USER_CODE_EXISTS,
  );
  return userDetail(db, scope, created!.id);
};

/** PUT /user/update: the fields given change. */
export const updateUser: ServiceOf<typeof USER_CALLS.update> = async (db, scope, input) => {
  const user = await visibleUser(db, scope, input.id);
  await checkDepartment(db, user.unitId, input.departmentId);
  if (
    input.pmsAccount &&
    (await userFieldTaken(db, user.unitId, 'pmsAccount', input.pmsAccount, user.id))
  ) {
    throw invalid('adminServer.pmsAccountExists');
  }
  // Absent keeps the stored value; null (a cleared field) writes NULL.
  const keep = <V, C>(value: V | null | undefined, current: C) =>
    value === undefined ? current : value;
  await guardWrite(
    () =>
      db
        .update(users)
        .set({
          name: input.name ?? user.name,
          email: keep(input.email, user.email),
          // An address the administrator types is not proven to be the user's.
          emailVerifiedAt:
            input.email === undefined || input.email === user.email ? user.emailVerifiedAt : null,
          mobile: keep(input.mobile, user.mobile),
          idcard: keep(input.idcard, user.idcard),
          departmentId: keep(input.departmentId, user.departmentId),
          sex: keep(input.sex, user.sex),
          birth: keep(input.birth, user.birth),
          address: keep(input.address, user.address),
          expireTime: input.expireTime === undefined ? user.expireTime : expiry(input.expireTime),
          useDeptRole: input.useDeptRole ?? user.useDeptRole,
          isSupplierAdmin: input.isSupplierAdmin ?? user.isSupplierAdmin,
          pmsAccount: keep(input.pmsAccount, user.pmsAccount),
        })
        .where(eq(users.id, user.id)),
    'adminServer.pmsAccountExists',
  );
  return userDetail(db, scope, user.id);
};

/** An administrator never disables or deletes their own account (they would lock themselves out). */
async function otherUser(db: Database, scope: AdminScope, id: string): Promise<UserRow> {
  const user = await visibleUser(db, scope, id);
  if (user.id === scope.session.user.id) throw invalid('adminServer.notSelf');
  return user;
}

/** PUT /user/updateState: enable or disable; a disabled user's sessions end at once. */
export async function setUserState(
  db: Database,
  scope: AdminScope,
  input: { id: string; status: 'enabled' | 'disabled' },
): Promise<AdminUserDetail> {
  const user = await otherUser(db, scope, input.id);
  const change = async (tx: Pick<Database, 'update'>) => {
    await tx.update(users).set({ status: input.status }).where(eq(users.id, user.id));
  };
  if (input.status === 'disabled')
    await endSessions(db, { userId: user.id, reason: 'admin' }, change);
  else await change(db);
  return userDetail(db, scope, user.id);
}

/** POST /user/unlock: an administrator unlocks (product.md §4); the failure count restarts. */
export async function unlockUser(
  db: Database,
  scope: AdminScope,
  id: string,
): Promise<AdminUserDetail> {
  const user = await visibleUser(db, scope, id);
  await db
    .update(users)
    .set({ locked: 'F', lockedUntil: null, failedAttempts: 0 })
    .where(eq(users.id, user.id));
  return userDetail(db, scope, user.id);
}

/**
 * POST /user/lock: an administrator locks (product.md §4) with no end time, so only an unlock
 * opens the account; its sessions end at once, and the sign-in check refuses it (sign-in-checks).
 */
export async function lockUser(
  db: Database,
  scope: AdminScope,
  id: string,
): Promise<AdminUserDetail> {
  const user = await otherUser(db, scope, id);
  await endSessions(db, { userId: user.id, reason: 'admin' }, async (tx) => {
    await tx
      .update(users)
      .set({ locked: 'T', lockedUntil: null, failedAttempts: 0 })
      .where(eq(users.id, user.id));
  });
  return userDetail(db, scope, user.id);
}

/** POST /user/resetPassword: the reset rule, then the user's unit strategy; sessions end. */
export async function resetUserPassword(
  db: Database,
  scope: AdminScope,
  input: { id: string; passwd: string },
): Promise<void> {
  const user = await visibleUser(db, scope, input.id);
  await checkPassword(db, (await unitById(db, user.unitId))!, input.passwd);
  const passwordHash = await hashPassword(input.passwd);
  await endSessions(db, { userId: user.id, reason: 'password' }, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, pwdChangedAt: new Date(), firstLogin: 'T' })
      .where(eq(users.id, user.id));
  });
}

/** POST /user/delete: the user and everything that hangs on the account (sessions, grants…). */
export async function deleteUser(db: Database, scope: AdminScope, id: string): Promise<void> {
  const user = await otherUser(db, scope, id);
  await guardWrite(() => db.delete(users).where(eq(users.id, user.id)));
  // The sessions went with the account; their live sockets close too.
  await announceEnded(db, { userId: user.id, reason: 'admin' });
}
