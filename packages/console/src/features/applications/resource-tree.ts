import type { AdminResourceNode } from '@portico/sdk/contract';

/** A tree node with its depth, in display order. */
export interface FlatNode {
  node: AdminResourceNode;
  depth: number;
}

/** The tree as rows, parents before children, each with its depth. */
export function flattenTree(nodes: readonly AdminResourceNode[], depth = 0): FlatNode[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The ids of a node and everything below it: never a place to move the node to. */
export function subtreeIds(node: AdminResourceNode): Set<string> {
  const ids = new Set<string>([node.id]);
  for (const child of node.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** Where a node may move: every node outside its own subtree, except its current parent. */
export function moveTargets(
  tree: readonly AdminResourceNode[],
  node: AdminResourceNode,
): FlatNode[] {
  const excluded = subtreeIds(node);
  return flattenTree(tree).filter((row) => !excluded.has(row.node.id));
}
