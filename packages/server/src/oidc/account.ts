import { and, eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/client';
import { departments, roles, units, userRoles, users } from '../db/schema';
import { principalName } from '../shared/principal';

/**
 * The claims of a Portico user (README "OpenID Connect"): `sub` is the user's id, stable across
 * renames and unique across units; `preferred_username` is the unit-qualified principal name
 * (`userCode@unitCode`, shared/principal.ts), never the bare user code, which another unit may
 * reuse; `email` goes with `email_verified`, true only for an address the user bound through a
 * code sent there. The unit is the user's home unit, the roles those held there.
 */
export async function findPorticoAccount(db: Database, sub: string): Promise<Account | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
  const [row] = await db
    .select({ user: users, unit: units, department: departments })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, sub));
  if (!row || row.user.status !== 'enabled') return undefined;
  const { user, unit, department } = row;
  const held = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.unitId, user.unitId)));
  const homeRoles = held.map((role) => role.code).sort();
  return {
    accountId: user.id,
    claims: async () => ({
      sub: user.id,
      name: user.name,
      preferred_username: principalName(user.userCode, unit.code),
      email: user.email ?? undefined,
      email_verified: user.email ? user.emailVerifiedAt !== null : undefined,
      unit_code: unit.code,
      unit_name: unit.descript,
      department: department ? { code: department.code, name: department.name } : undefined,
      roles: homeRoles,
    }),
  };
}
