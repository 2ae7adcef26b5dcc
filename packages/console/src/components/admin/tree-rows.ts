/*
 * The admin trees edited as rows (resources, menus): parents before children, each with its
 * depth and its place among its siblings, and the places a node may move to.
 */

/** A node of an admin tree: an id and its children. */
export interface TreeNode<T> {
  id: string;
  children: readonly T[];
}

/** A node with its depth and its place among its siblings, in display order. */
export interface TreeRow<T> {
  node: T;
  depth: number;
  index: number;
  siblings: number;
}

/** The tree as rows, parents before children. */
export function treeRows<T extends TreeNode<T>>(nodes: readonly T[], depth = 0): TreeRow<T>[] {
  return nodes.flatMap((node, index) => [
    { node, depth, index, siblings: nodes.length },
    ...treeRows(node.children, depth + 1),
  ]);
}

/** True when `id` is the node or lies below it. */
export function containsNode<T extends TreeNode<T>>(node: T, id: string): boolean {
  return node.id === id || node.children.some((child) => containsNode(child, id));
}

/** Where a node may move: any node outside its own subtree. */
export function rowsOutside<T extends TreeNode<T>>(tree: readonly T[], node: T): TreeRow<T>[] {
  return treeRows(tree).filter((row) => !containsNode(node, row.node.id));
}
