import type { DepartmentNode } from '@portico/sdk/contract';

/** A department (or the unit at the root) with its place in the tree, without nesting. */
export interface FlatNode {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  depth: number;
  isUnit: boolean;
  userCount: number;
  sort: number;
  childIds: string[];
}

/** The department tree of GET {UC}/depart/tree, indexed by id, in display (pre-)order. */
export interface FlatTree {
  rootId: string;
  nodes: ReadonlyMap<string, FlatNode>;
  /** Every id, parents before their children, siblings in the server's order. */
  order: readonly string[];
}

/**
 * Flattens the nested answer once, without recursion (a 10,000-deep chain would overflow the
 * stack), so that everything after works on ids and arrays.
 */
export function flattenTree(root: DepartmentNode): FlatTree {
  const nodes = new Map<string, FlatNode>();
  const order: string[] = [];
  const stack: Array<{ node: DepartmentNode; depth: number; parentId: string | null }> = [
    { node: root, depth: 0, parentId: null },
  ];
  while (stack.length) {
    const { node, depth, parentId } = stack.pop()!;
    if (nodes.has(node.id)) continue;
    order.push(node.id);
    nodes.set(node.id, {
      id: node.id,
      code: node.code,
      name: node.name,
      parentId,
      depth,
      isUnit: node.isUnit,
      userCount: node.userCount,
      sort: node.sort,
      childIds: node.children.map((child) => child.id),
    });
    for (let i = node.children.length - 1; i >= 0; i -= 1) {
      stack.push({ node: node.children[i]!, depth: depth + 1, parentId: node.id });
    }
  }
  return { rootId: root.id, nodes, order };
}

/**
 * The rows on screen: the pre-order walk that enters a node's children only when it is expanded.
 * With `only` (a search's matches and their ancestors) just those rows show, all opened, so
 * every match is in sight.
 */
export function visibleRows(
  tree: FlatTree,
  expanded: ReadonlySet<string>,
  only?: ReadonlySet<string> | null,
): string[] {
  const rows: string[] = [];
  const stack = [tree.rootId];
  while (stack.length) {
    const id = stack.pop()!;
    const node = tree.nodes.get(id);
    if (!node || (only && !only.has(id))) continue;
    rows.push(id);
    if (only || expanded.has(id)) {
      for (let i = node.childIds.length - 1; i >= 0; i -= 1) stack.push(node.childIds[i]!);
    }
  }
  return rows;
}

/** The ids from the root down to `id`'s parent. */
export function ancestorsOf(tree: FlatTree, id: string): string[] {
  const chain: string[] = [];
  let current = tree.nodes.get(id)?.parentId ?? null;
  while (current && chain.length <= tree.order.length) {
    chain.unshift(current);
    current = tree.nodes.get(current)?.parentId ?? null;
  }
  return chain;
}

/** `id` and every department below it: where it cannot be moved to. */
export function subtreeIds(tree: FlatTree, id: string): Set<string> {
  const found = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (found.has(current)) continue;
    found.add(current);
    stack.push(...(tree.nodes.get(current)?.childIds ?? []));
  }
  return found;
}

/** Every node that has children: what "expand all" opens. */
export function parentIds(tree: FlatTree): Set<string> {
  const ids = new Set<string>();
  for (const node of tree.nodes.values()) if (node.childIds.length) ids.add(node.id);
  return ids;
}
