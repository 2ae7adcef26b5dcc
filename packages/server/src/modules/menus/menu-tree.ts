import type { MenuItem } from '@portico/sdk';
import type { AuthTreeNode } from '@portico/sdk/contract';
import type { Database } from '../../db/client';
import { isAppOpen } from '../apps/apps';
import {
  appMenus,
  appResources,
  isGranted,
  menuGrants,
  resourceGrants,
  type Grants,
  type ResourceType,
} from '../access/permissions';
import type { UserRow } from '../session/session';
import { buildTree, mapTree, withAncestors } from '../../shared/tree';

/**
 * The menu tree of the login result (product.md §3 "Menu"): the app's menus the user holds in the
 * unit, with their ancestors, in sort order; buttons are permissions, not menus. Empty when the
 * unit has not opened the app.
 */
export async function sessionMenus(
  db: Database,
  user: UserRow,
  unitId: string,
  appCode: string,
): Promise<MenuItem[]> {
  if (!(await isAppOpen(db, unitId, appCode))) return [];
  const rows = (await appMenus(db, appCode)).filter((m) => m.kind === 'MENU');
  const grants = await menuGrants(db, user, unitId, appCode);
  const granted = rows.filter((m) => isGranted(grants, m.id)).map((m) => m.id);
  const shown = withAncestors(rows, granted);
  return mapTree(
    buildTree(rows),
    (m, children): MenuItem => ({
      name: m.name,
      title: m.title,
      path: m.path,
      link: m.link,
      identity: m.identity,
      winType: m.winType,
      stretch: m.stretch,
      icon: m.icon,
      tip: m.tip,
      children,
    }),
    (m) => shown.has(m.id),
  );
}

export type AuthTreeKind = 'menu' | ResourceType;

/**
 * A user's permission tree for the admin screens (/user/menuTree, reportTree, operationTree):
 * every node of the app, marked granted directly and/or through which roles; with
 * `filterHasOrigin` only granted nodes and their ancestors.
 */
export async function authTree(
  db: Database,
  user: UserRow,
  unitId: string,
  appCode: string,
  kind: AuthTreeKind,
  filterHasOrigin = false,
): Promise<AuthTreeNode[]> {
  let rows: {
    id: string;
    parentId: string | null;
    code: string;
    name: string;
    kind: AuthTreeNode['kind'];
  }[];
  let grants: Grants;
  if (kind === 'menu') {
    rows = (await appMenus(db, appCode)).map((m) => ({ ...m, code: m.identity, name: m.title }));
    grants = await menuGrants(db, user, unitId, appCode);
  } else {
    rows = (await appResources(db, appCode, kind)).map((r) => ({ ...r, kind: r.type }));
    grants = await resourceGrants(db, user, unitId, appCode, kind);
  }
  const shown = filterHasOrigin
    ? withAncestors(
        rows,
        rows.filter((r) => isGranted(grants, r.id)).map((r) => r.id),
      )
    : null;
  return mapTree(
    buildTree(rows),
    (r, children): AuthTreeNode => ({
      id: r.id,
      code: r.code,
      name: r.name,
      kind: r.kind,
      checked: grants.direct.has(r.id),
      origins: grants.viaRoles.get(r.id) ?? [],
      children,
    }),
    (r) => shown === null || shown.has(r.id),
  );
}
