/** Builds trees from flat rows with parent ids, keeping the rows' order among siblings. */
export interface FlatRow {
  id: string;
  parentId: string | null;
}

export interface TreeNode<T> {
  row: T;
  children: TreeNode<T>[];
}

/** Rows whose parent is missing from `rows` become roots. */
export function buildTree<T extends FlatRow>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.row.parentId ? nodes.get(node.row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The ids of `ids` plus all their ancestors within `rows`. */
export function withAncestors<T extends FlatRow>(
  rows: readonly T[],
  ids: Iterable<string>,
): Set<string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kept = new Set<string>();
  for (const id of ids) {
    let current = byId.get(id);
    // The bound guards against a cycle in bad data.
    for (let depth = 0; current && !kept.has(current.id) && depth < 32; depth += 1) {
      kept.add(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
  }
  return kept;
}

/** Maps a tree, dropping nodes for which `keep` is false (with their subtrees). */
export function mapTree<T, U>(
  nodes: TreeNode<T>[],
  map: (row: T, children: U[]) => U,
  keep: (row: T) => boolean = () => true,
): U[] {
  return nodes.filter((n) => keep(n.row)).map((n) => map(n.row, mapTree(n.children, map, keep)));
}
