import type { ServiceOf } from '../../http/mount-call';
import type {
  IpWhitelistEntry,
  SECURITY_CALLS,
  SecurityException,
  SecurityExceptionKind,
  UnitSecuritySettings,
} from '@portico/sdk/contract';
import { isIP } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ipWhitelist,
  securityExceptions,
  securitySettings,
  userUnits,
  users,
} from '../../db/schema';
import { notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';
import { securityOf } from './security';

/**
 * Security settings of a unit (product.md §2.5 /safety: ipWhite, sms, lockScreen, repeatLogin):
 * per unit, no inheritance, enforced at sign-in by modules/sso/auth.ts.
 */

/** GET /safety/settings?unitId: the unit's settings (defaults without a row), list, exceptions. */
export async function securitySettingsOf(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<UnitSecuritySettings> {
  const unit = await visibleUnit(db, scope, unitId);
  const settings = await securityOf(db, unit.id);
  const list = await db
    .select()
    .from(ipWhitelist)
    .where(eq(ipWhitelist.unitId, unit.id))
    .orderBy(asc(ipWhitelist.groupName), asc(ipWhitelist.ip));
  const exempt = await db
    .select({
      userId: users.id,
      userCode: users.userCode,
      name: users.name,
      kind: securityExceptions.kind,
    })
    .from(securityExceptions)
    .innerJoin(users, eq(users.id, securityExceptions.userId))
    .where(eq(securityExceptions.unitId, unit.id))
    .orderBy(asc(securityExceptions.kind), asc(users.userCode));
  return {
    unitId: unit.id,
    unitCode: unit.code,
    ...settings,
    ipList: list.map(({ groupName, ip, remark }): IpWhitelistEntry => ({ groupName, ip, remark })),
    exceptions: exempt as SecurityException[],
  };
}

/** PUT /safety/save: the switches and numbers given change; the others keep their value. */
export const saveSecurity: ServiceOf<typeof SECURITY_CALLS.save> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  const current = await securityOf(db, unit.id);
  const next = {
    ipWhitelist: input.ipWhitelist ?? current.ipWhitelist,
    smsValidation: input.smsValidation ?? current.smsValidation,
    // null switches the lock screen off, so only an absent value keeps the current one.
    lockScreenMinutes:
      input.lockScreenMinutes === undefined ? current.lockScreenMinutes : input.lockScreenMinutes,
    repeatLogin: input.repeatLogin ?? current.repeatLogin,
    maxFailedAttempts: input.maxFailedAttempts ?? current.maxFailedAttempts,
    lockMinutes: input.lockMinutes ?? current.lockMinutes,
    updatedAt: new Date(),
  };
  await guardWrite(() =>
    db
      .insert(securitySettings)
      .values({ unitId: unit.id, ...next })
      .onConflictDoUpdate({ target: securitySettings.unitId, set: next }),
  );
  return securitySettingsOf(db, scope, unit.id);
};

/** An address, or a CIDR block whose prefix fits the family (what modules/security/security.ts reads). */
export function isIpEntry(entry: string): boolean {
  const [base = '', bits, extra] = entry.split('/');
  const family = isIP(base);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** PUT /safety/saveIpWhitelist: the unit's list becomes `entries` (duplicates count once). */
export const saveIpWhitelist: ServiceOf<typeof SECURITY_CALLS.saveIpWhitelist> = async (
  db,
  scope,
  input,
) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  const bad = input.entries.find((e) => !isIpEntry(e.ip));
  if (bad) throw invalid('adminServer.ipInvalid', { ip: bad.ip });
  // The first of duplicate addresses wins.
  const entries = input.entries.filter(
    (e, i) => input.entries.findIndex((o) => o.ip === e.ip) === i,
  );
  await guardWrite(() =>
    db.transaction(async (tx) => {
      await tx.delete(ipWhitelist).where(eq(ipWhitelist.unitId, unit.id));
      if (entries.length) {
        await tx.insert(ipWhitelist).values(
          entries.map((e) => ({
            unitId: unit.id,
            groupName: e.groupName,
            ip: e.ip,
            remark: e.remark ?? null,
          })),
        );
      }
    }),
  );
  return securitySettingsOf(db, scope, unit.id);
};

/** Users of the unit: its own, or related to it; any other id answers like an unknown one. */
export async function checkMembers(db: Database, unitId: string, userIds: string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (!wanted.length) return;
  const own = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.unitId, unitId), inArray(users.id, wanted)));
  const related = await db
    .select({ id: userUnits.userId })
    .from(userUnits)
    .where(and(eq(userUnits.unitId, unitId), inArray(userUnits.userId, wanted)));
  const members = new Set([...own, ...related].map((r) => r.id));
  if (wanted.some((id) => !members.has(id))) throw notFound();
}

/** PUT /safety/saveExceptions: the exception users of one rule become `userIds`. */
export async function saveSecurityExceptions(
  db: Database,
  scope: AdminScope,
  input: { unitId: string; kind: SecurityExceptionKind; userIds: string[] },
): Promise<UnitSecuritySettings> {
  const unit = await visibleUnit(db, scope, input.unitId);
  const userIds = [...new Set(input.userIds)];
  await checkMembers(db, unit.id, userIds);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      await tx
        .delete(securityExceptions)
        .where(
          and(eq(securityExceptions.unitId, unit.id), eq(securityExceptions.kind, input.kind)),
        );
      if (userIds.length) {
        await tx
          .insert(securityExceptions)
          .values(userIds.map((userId) => ({ unitId: unit.id, userId, kind: input.kind })));
      }
    }),
  );
  return securitySettingsOf(db, scope, unit.id);
}
