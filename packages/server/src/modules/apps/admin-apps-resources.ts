import type { ServiceOf } from '../../http/mount-call';
import type { AdminResourceNode, AdminResourceType, APP_CALLS } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apps, resources } from '../../db/schema';
import { assertPlatform, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { appResources } from '../access/permissions';
import { buildTree, mapTree } from '../../shared/tree';
import { isAtOrBelow } from '../../shared/tree-moves';

/**
 * Resource trees (product.md §2.5 /apply/resource-list, §6): the OPERATION and REPORT trees of
 * each app. Like the apps themselves they are the platform's; a code is unique per app and type.
 */

type ResourceRow = typeof resources.$inferSelect;

/** GET /apply/resources?appCode&type: the whole tree, in sort order. */
export async function resourceTree(
  db: Database,
  scope: AdminScope,
  appCode: string,
  type: AdminResourceType,
): Promise<AdminResourceNode[]> {
  assertPlatform(scope);
  const [app] = await db.select({ code: apps.code }).from(apps).where(eq(apps.code, appCode));
  if (!app) throw notFound();
  const rows = await appResources(db, app.code, type);
  return mapTree(buildTree(rows), (r, children) => toNode(r, children));
}

function toNode(r: ResourceRow, children: AdminResourceNode[] = []): AdminResourceNode {
  const { id, appCode, type, parentId, code, name, url, descript, sort } = r;
  return { id, appCode, type, parentId, code, name, url, descript, sort, children };
}

async function resourceById(db: Database, id: string): Promise<ResourceRow> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw notFound();
  return row;
}

/** A parent must be a node of the same tree (app and type). */
async function checkParent(db: Database, appCode: string, type: string, parentId: string) {
  const [parent] = await db.select().from(resources).where(eq(resources.id, parentId));
  if (!parent || parent.appCode !== appCode || parent.type !== type) {
    throw invalid('applications.resourceParentInvalid');
  }
  return parent;
}

/** What an add and an update both write: the code, name, address and description. */
function editableFields(
  input: Pick<ResourceRow, 'code' | 'name'> & { url?: string; descript?: string },
) {
  return {
    code: input.code,
    name: input.name,
    url: input.url ?? null,
    descript: input.descript ?? null,
  };
}

/** Runs a write of one resource row; a code its app and type already use answers a 400. */
async function writeResource(code: string, write: () => Promise<ResourceRow[]>) {
  const [row] = await guardWrite(write, 'applications.resourceCodeExists', { code });
  return toNode(row!);
}

/** POST /apply/addResource. */
export const addResource: ServiceOf<typeof APP_CALLS.addResource> = async (db, scope, input) => {
  assertPlatform(scope);
  const [app] = await db.select().from(apps).where(eq(apps.code, input.appCode));
  if (!app) throw invalid('adminServer.appUnknown', { code: input.appCode });
  if (input.parentId) await checkParent(db, app.code, input.type, input.parentId);
  const values = {
    ...editableFields(input),
    appCode: app.code,
    type: input.type,
    parentId: input.parentId ?? null,
    sort: input.sort,
  };
  return writeResource(input.code, () => db.insert(resources).values(values).returning());
};

/** PUT /apply/updateResource: code, name, url, description and order; never its tree. */
export const updateResource: ServiceOf<typeof APP_CALLS.updateResource> = async (
  db,
  scope,
  input,
) => {
  assertPlatform(scope);
  const current = await resourceById(db, input.id);
  const set = {
    ...editableFields(input),
    ...(input.sort === undefined ? {} : { sort: input.sort }),
  };
  return writeResource(input.code, () =>
    db.update(resources).set(set).where(eq(resources.id, current.id)).returning(),
  );
};

/** PUT /apply/moveResource: under another node of the same tree (never below itself), or top. */
export const moveResource: ServiceOf<typeof APP_CALLS.moveResource> = async (db, scope, input) => {
  assertPlatform(scope);
  const current = await resourceById(db, input.id);
  if (input.parentId) {
    await checkParent(db, current.appCode, current.type, input.parentId);
    const rows = await appResources(db, current.appCode, current.type);
    if (isAtOrBelow(rows, current.id, input.parentId)) {
      throw invalid('applications.resourceParentInvalid');
    }
  }
  const [row] = await guardWrite(() =>
    db
      .update(resources)
      .set({ parentId: input.parentId })
      .where(eq(resources.id, current.id))
      .returning(),
  );
  return toNode(row!);
};

/** DELETE /apply/deleteResource: the node, its subtree and their grants (cascades). */
export async function deleteResource(db: Database, scope: AdminScope, id: string): Promise<void> {
  assertPlatform(scope);
  const current = await resourceById(db, id);
  await guardWrite(() => db.delete(resources).where(eq(resources.id, current.id)));
}
