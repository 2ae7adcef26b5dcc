import { and, eq, isNull } from 'drizzle-orm';
import {
  DEMO_DATA_AUTH,
  DEMO_MENUS,
  DEMO_RESOURCES,
  DEMO_ROLES,
  DEMO_USER_GRANTS,
  DEMO_USERS,
  type DemoMenu,
} from './demo/index';
import {
  dataAuthContents,
  dataAuthGroups,
  departmentRoles,
  menus,
  resources,
  roleChildren,
  roleDispatches,
  roleMenus,
  roleResources,
  roles,
  userDataAuths,
  userMenus,
  userResources,
  userRoles,
} from './schema';
import { must, type SeedContext } from './seed-context';

/** Menus (`APP/identity`) and resources (`APP/code`) by natural key. */
export interface AccessIds {
  menus: Map<string, string>;
  resources: Map<string, string>;
}

/** The row of a seeded menu, the `index`-th below its parent. */
export function menuRow(appCode: string, menu: DemoMenu, parentId: string | null, index: number) {
  return {
    appCode,
    parentId,
    kind: menu.kind ?? ('MENU' as const),
    identity: menu.identity,
    name: menu.identity.toLowerCase(),
    title: menu.title,
    path: menu.path ?? null,
    link: menu.link ?? null,
    winType: menu.winType ?? ('ROUTE' as const),
    stretch: menu.stretch ?? ('F' as const),
    icon: menu.icon ?? null,
    tip: menu.tip ?? null,
    sort: (index + 1) * 10,
  };
}

/**
 * Inserts an app's menu tree (parents first) where missing and records every id in `ids` by
 * `APP/identity`. The demo seeds every app's tree; a bootstrap seeds only the user centre's.
 */
export async function seedMenuTree(
  ctx: SeedContext,
  appCode: string,
  list: readonly DemoMenu[],
  ids: Map<string, string>,
  parentId: string | null = null,
): Promise<void> {
  for (const [index, menu] of list.entries()) {
    await ctx.insertNew(menus, [menuRow(appCode, menu, parentId, index)]);
    const [row] = await ctx.tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.appCode, appCode), eq(menus.identity, menu.identity)));
    const id = must(row, menu.identity).id;
    ids.set(`${appCode}/${menu.identity}`, id);
    await seedMenuTree(ctx, appCode, menu.children ?? [], ids, id);
  }
}

export async function seedMenusAndResources(ctx: SeedContext): Promise<AccessIds> {
  const ids: AccessIds = { menus: new Map(), resources: new Map() };
  for (const [appCode, list] of Object.entries(DEMO_MENUS)) {
    await seedMenuTree(ctx, appCode, list, ids.menus);
  }

  for (const [index, res] of DEMO_RESOURCES.entries()) {
    const parentId = res.parent
      ? must(ids.resources.get(`${res.app}/${res.parent}`), res.parent)
      : null;
    const values = { appCode: res.app, type: res.type, parentId, code: res.code, name: res.name };
    await ctx.insertNew(resources, [{ ...values, url: res.url ?? null, sort: index + 1 }]);
    const [row] = await ctx.tx
      .select({ id: resources.id })
      .from(resources)
      .where(
        and(
          eq(resources.appCode, res.app),
          eq(resources.type, res.type),
          eq(resources.code, res.code),
        ),
      );
    ids.resources.set(`${res.app}/${res.code}`, must(row, res.code).id);
  }
  return ids;
}

/** Roles, their children, dispatch, departments, permissions; users' roles and direct grants. */
export async function seedRoles(
  ctx: SeedContext,
  access: AccessIds,
  departmentIds: Map<string, string>,
): Promise<void> {
  const { tx } = ctx;
  const roleIds = new Map<string, string>();
  for (const [index, role] of DEMO_ROLES.entries()) {
    const unitId = ctx.unitId(role.unit);
    await ctx.insertNew(roles, [
      {
        unitId,
        code: role.code,
        descript: role.descript,
        sort: (index + 1) * 10,
        roleGroup: role.group ?? null,
        isTemplate: role.template ? 'T' : 'F',
      },
    ]);
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.unitId, unitId), eq(roles.code, role.code)));
    const roleId = must(row, role.code).id;
    roleIds.set(`${role.unit}/${role.code}`, roleId);

    const child = (code: string) => must(roleIds.get(`${role.unit}/${code}`), code);
    await ctx.insertNew(
      roleChildren,
      (role.children ?? []).map((c) => ({ roleId, childRoleId: child(c) })),
    );
    await ctx.insertNew(
      roleDispatches,
      (role.dispatchTo ?? []).map((u) => ({ roleId, unitId: ctx.unitId(u) })),
    );
    await ctx.insertNew(
      departmentRoles,
      (role.departments ?? []).map((d) => ({
        roleId,
        departmentId: must(departmentIds.get(`${role.unit}/${d}`), d),
      })),
    );
    const menuRows = Object.entries(role.menus).flatMap(([app, list]) =>
      list.map((identity) => ({
        roleId,
        menuId: must(access.menus.get(`${app}/${identity}`), identity),
      })),
    );
    await ctx.insertNew(roleMenus, menuRows);
    const resourceRows = Object.entries(role.resources).flatMap(([app, list]) =>
      list.map((code) => ({
        roleId,
        resourceId: must(access.resources.get(`${app}/${code}`), code),
      })),
    );
    await ctx.insertNew(roleResources, resourceRows);
  }

  // A role named in a unit is owned by it or dispatched to it.
  const roleIn = (unit: string, code: string) => {
    const owned = roleIds.get(`${unit}/${code}`);
    if (owned) return owned;
    const dispatched = DEMO_ROLES.find((r) => r.code === code && r.dispatchTo?.includes(unit));
    return must(dispatched && roleIds.get(`${dispatched.unit}/${code}`), `role ${code} in ${unit}`);
  };
  const userRoleRows = DEMO_USERS.flatMap((user) =>
    (user.roles ?? []).map((ref) => {
      const [unit, code] = ref.includes(':') ? ref.split(':') : [user.unitCode, ref];
      return {
        userId: ctx.userId(user.userCode),
        unitId: ctx.unitId(unit!),
        roleId: roleIn(unit!, code!),
      };
    }),
  );
  await ctx.insertNew(userRoles, userRoleRows);

  for (const grant of DEMO_USER_GRANTS) {
    const base = { userId: ctx.userId(grant.user), unitId: ctx.unitId(grant.unit) };
    await ctx.insertNew(
      userMenus,
      grant.menus.map((m) => ({ ...base, menuId: must(access.menus.get(`${grant.app}/${m}`), m) })),
    );
    await ctx.insertNew(
      userResources,
      grant.resources.map((r) => ({
        ...base,
        resourceId: must(access.resources.get(`${grant.app}/${r}`), r),
      })),
    );
  }
}

/** Data-authority groups, contents and user grants (product.md §6). */
export async function seedDataAuth(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  for (const group of DEMO_DATA_AUTH) {
    const unitId = ctx.unitId(group.unit);
    const values = { unitId, code: group.code, name: group.name, appCode: group.app };
    await ctx.insertNew(dataAuthGroups, [values]);
    const [row] = await tx
      .select({ id: dataAuthGroups.id })
      .from(dataAuthGroups)
      .where(and(eq(dataAuthGroups.unitId, unitId), eq(dataAuthGroups.code, group.code)));
    const groupId = must(row, group.code).id;
    const contents = group.contents.map(([code, name], index) => ({
      groupId,
      code,
      name,
      sort: index,
    }));
    await ctx.insertNew(dataAuthContents, contents);

    for (const grant of group.grants) {
      const user = must(
        DEMO_USERS.find((u) => u.userCode === grant.user),
        grant.user,
      );
      const userId = ctx.userId(grant.user);
      const grantUnit = ctx.unitId('unit' in grant ? grant.unit : user.unitCode);
      let contentId: string | null = null;
      if (grant.content) {
        const [content] = await tx
          .select({ id: dataAuthContents.id })
          .from(dataAuthContents)
          .where(
            and(eq(dataAuthContents.groupId, groupId), eq(dataAuthContents.code, grant.content)),
          );
        contentId = must(content, grant.content).id;
      }
      const same = and(
        eq(userDataAuths.userId, userId),
        eq(userDataAuths.unitId, grantUnit),
        eq(userDataAuths.groupId, groupId),
        contentId ? eq(userDataAuths.contentId, contentId) : isNull(userDataAuths.contentId),
      );
      const [existing] = await tx.select({ id: userDataAuths.id }).from(userDataAuths).where(same);
      if (existing) continue;
      const scope = grant.scope;
      ctx.count(
        await tx
          .insert(userDataAuths)
          .values({ userId, unitId: grantUnit, groupId, contentId, scope })
          .returning(),
      );
    }
  }
}
