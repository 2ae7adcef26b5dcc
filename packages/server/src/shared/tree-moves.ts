/**
 * Moves within the admin trees (menus, resources): rows of one tree as id and parentId. The
 * editors of both trees check and walk them the same way.
 */
interface Linked {
  id: string;
  parentId: string | null;
}

/** True when `parentId` is `id` or lies below it: moving `id` there would make a cycle. */
export function isAtOrBelow(rows: readonly Linked[], id: string, parentId: string): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  // Walk up from the new parent: reaching the node itself would make a cycle.
  for (let at: string | null = parentId; at; at = parentOf.get(at) ?? null) {
    if (at === id) return true;
  }
  return false;
}

/** The ids of `rootId` and of every row below it. */
export function subtreeIds(rows: readonly Linked[], rootId: string): string[] {
  const below = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && below.has(row.parentId) && !below.has(row.id)) {
        below.add(row.id);
        grew = true;
      }
    }
  }
  return [...below];
}
