import type { AuthTreeNode } from '@portico/sdk/contract';

export interface AuthRow {
  node: AuthTreeNode;
  depth: number;
}

/** A user's permission tree as rows, parents first, each with its depth. */
export function authRows(nodes: readonly AuthTreeNode[], depth = 0): AuthRow[] {
  return nodes.flatMap((node) => [{ node, depth }, ...authRows(node.children, depth + 1)]);
}
