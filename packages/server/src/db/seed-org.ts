import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  currentExampleApps,
  DEMO_APPS,
  DEMO_AREAS,
  DEMO_DEPARTMENTS,
  DEMO_UNITS,
  DEMO_USERS,
  DISABLED_APPS,
} from './demo/index';
import type { Database } from './client';
import { apps, areas, departments, unitApps, units, userUnits, users } from './schema';
import { must, type SeedContext } from './seed-context';

/** Units (parents first), areas, apps and their grants, departments. */
export async function seedUnits(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  for (const unit of DEMO_UNITS) {
    const parentId = unit.parent ? ctx.unitId(unit.parent) : null;
    const values = { code: unit.code, descript: unit.descript, type: unit.type, parentId };
    ctx.count(
      await tx
        .insert(units)
        .values({ ...values, theme: unit.theme ?? null })
        .onConflictDoNothing({ target: units.code })
        .returning({ id: units.id }),
    );
    const [row] = await tx.select({ id: units.id }).from(units).where(eq(units.code, unit.code));
    ctx.units.set(unit.code, must(row, `unit ${unit.code}`).id);
  }

  const areaRows = DEMO_AREAS.map((a) => ({
    unitId: ctx.unitId(a.unit),
    code: a.code,
    descript: a.descript,
  }));
  await ctx.insertNew(areas, areaRows);
  for (const unit of DEMO_UNITS.filter((u) => u.area)) {
    const [area] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(
        and(eq(areas.unitId, ctx.unitId(must(unit.parent, 'parent'))), eq(areas.code, unit.area!)),
      );
    await tx
      .update(units)
      .set({ areaId: must(area, `area ${unit.area}`).id })
      .where(and(eq(units.id, ctx.unitId(unit.code)), isNull(units.areaId)));
  }

  const appRows = DEMO_APPS.map((app, index) => ({
    ...app,
    sort: (index + 1) * 10,
    status: DISABLED_APPS.includes(app.code) ? ('disabled' as const) : ('enabled' as const),
  }));
  await ctx.insertNew(apps, appRows);
  // The example apps follow this start's PORT and hosts, also in a data folder seeded earlier.
  for (const example of currentExampleApps()) {
    await tx.update(apps).set({ href: example.href }).where(eq(apps.code, example.code));
  }

  const grants = DEMO_UNITS.flatMap((unit) => {
    const unitId = ctx.unitId(unit.code);
    const appGrants =
      unit.apps === 'all'
        ? DEMO_APPS.map((a) => [a.code, true] as const)
        : Object.entries(unit.apps);
    return appGrants.map(([appCode, enabled]) => ({ unitId, appCode, enabled }));
  });
  await ctx.insertNew(unitApps, grants);
}

/** Department trees, parents first; returns ids by `UNIT/CODE`. */
export async function seedDepartments(ctx: SeedContext): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const dept of DEMO_DEPARTMENTS) {
    const unitId = ctx.unitId(dept.unit);
    const parentId = dept.parent ? must(ids.get(`${dept.unit}/${dept.parent}`), dept.parent) : null;
    await ctx.insertNew(departments, [{ unitId, code: dept.code, name: dept.name, parentId }]);
    const [row] = await ctx.tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.unitId, unitId), eq(departments.code, dept.code)));
    ids.set(`${dept.unit}/${dept.code}`, must(row, dept.code).id);
  }
  return ids;
}

/**
 * Users: only missing ones are inserted, so existing accounts keep their passwords and state.
 * `hashes` holds a hash for each user missing before the transaction began.
 */
export async function seedUsers(
  ctx: SeedContext,
  hashes: Map<string, string>,
  departmentIds: Map<string, string>,
): Promise<void> {
  const { tx } = ctx;
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  for (const user of DEMO_USERS) {
    const unitId = ctx.unitId(user.unitCode);
    const departmentId = user.dept
      ? must(departmentIds.get(`${user.unitCode}/${user.dept}`), user.dept)
      : null;
    const hash = hashes.get(`${user.unitCode}/${user.userCode}`);
    if (hash) {
      ctx.count(
        await tx
          .insert(users)
          .values({
            unitId,
            userCode: user.userCode,
            name: user.name,
            passwordHash: hash,
            email: user.email ?? null,
            mobile: user.mobile ?? null,
            departmentId,
            status: user.status ?? 'enabled',
            locked: user.locked ? 'T' : 'F',
            expireTime: user.expired ? dayAgo : null,
            firstLogin: user.firstLogin ?? 'F',
            isBackdoor: user.isBackdoor ?? 'F',
            canUseBackdoor: user.canUseBackdoor ?? 'F',
            isSupplierAdmin: user.isSupplierAdmin ?? 'F',
            useDeptRole: user.useDeptRole ?? 'F',
            pmsAccount: user.pmsAccount ?? null,
            sex: user.sex ?? null,
            createUser: 'admin',
            // Everyone but the first-login user has "changed" the password at seeding time.
            pwdChangedAt: user.firstLogin === 'T' ? null : new Date(),
          })
          .onConflictDoNothing()
          .returning({ id: users.id }),
      );
    }
    const [row] = await tx
      .select({ id: users.id, departmentId: users.departmentId })
      .from(users)
      .where(and(eq(users.unitId, unitId), eq(users.userCode, user.userCode)));
    const existing = must(row, `user ${user.userCode}`);
    ctx.users.set(user.userCode, existing.id);
    // Databases seeded before departments existed get the demo department.
    if (!existing.departmentId && departmentId) {
      await tx.update(users).set({ departmentId }).where(eq(users.id, existing.id));
    }
  }

  const relations = DEMO_USERS.flatMap((user) => {
    const codes = [...new Set([...(user.adminOf ?? []), ...(user.loginUnits ?? [])])];
    return codes.map((code) => ({
      userId: ctx.userId(user.userCode),
      unitId: ctx.unitId(code),
      isAdmin: user.adminOf?.includes(code) ? ('T' as const) : ('F' as const),
      canLogin: user.loginUnits?.includes(code) ? ('T' as const) : ('F' as const),
    }));
  });
  if (relations.length) {
    await ctx.insertNew(userUnits, relations);
  }
}

/** `unitCode/userCode` of the demo users that do not exist yet, so only those are hashed. */
export async function missingDemoUsers(tx: Pick<Database, 'select'>): Promise<string[]> {
  const codes = [...new Set(DEMO_USERS.map((u) => u.unitCode))];
  const rows = await tx
    .select({ unitCode: units.code, userCode: users.userCode })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(inArray(units.code, codes));
  const existing = new Set(rows.map((r) => `${r.unitCode}/${r.userCode}`));
  return DEMO_USERS.map((u) => `${u.unitCode}/${u.userCode}`).filter((k) => !existing.has(k));
}
