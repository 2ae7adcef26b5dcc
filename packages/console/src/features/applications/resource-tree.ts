import type { AdminResourceNode } from '@portico/sdk/contract';
import { rowsOutside, treeRows, type TreeRow } from '../../components/admin/tree-rows';

/** A resource with its depth, in display order. */
export type FlatNode = TreeRow<AdminResourceNode>;

/** The tree as rows, parents before children, each with its depth. */
export const flattenTree = (nodes: readonly AdminResourceNode[]): FlatNode[] => treeRows(nodes);

/** Where a node may move: every node outside its own subtree. */
export const moveTargets = (
  tree: readonly AdminResourceNode[],
  node: AdminResourceNode,
): FlatNode[] => rowsOutside(tree, node);
