import type { AdminMenuNode, MenuMoveRequest } from '@portico/sdk/contract';
import {
  containsNode,
  rowsOutside,
  treeRows,
  type TreeRow,
} from '../../components/admin/tree-rows';

/*
 * Where a menu goes when it is dragged or moved with the keyboard: the same move call
 * (parentId, index among the new siblings) for both ways, worked out from the tree on screen.
 */

/** A menu with its depth and its place among its siblings, in display order. */
export type MenuRow = TreeRow<AdminMenuNode>;

/** The tree as rows, parents before children. */
export const menuRows = (nodes: readonly AdminMenuNode[]): MenuRow[] => treeRows(nodes);

/** One place up or down among its siblings; null at either end. */
export function stepMove(row: MenuRow, step: -1 | 1): MenuMoveRequest | null {
  const index = row.index + step;
  if (index < 0 || index >= row.siblings) return null;
  return { id: row.node.id, parentId: row.node.parentId, index };
}

/**
 * Dropping `dragged` on `target`: before it (upper half) or after it (lower half), among the
 * target's siblings. Null when nothing would change or the target is inside the dragged menu.
 */
export function dropMove(
  dragged: MenuRow,
  target: MenuRow,
  after: boolean,
): MenuMoveRequest | null {
  if (containsNode(dragged.node, target.node.id)) return null;
  const parentId = target.node.parentId;
  let index = target.index + (after ? 1 : 0);
  // Leaving its place first shifts the later siblings of the same parent up by one.
  if (dragged.node.parentId === parentId && dragged.index < index) index -= 1;
  if (dragged.node.parentId === parentId && dragged.index === index) return null;
  return { id: dragged.node.id, parentId, index };
}

/** Where a menu may go in the move dialog: any menu outside its own subtree. */
export const parentChoices = (tree: readonly AdminMenuNode[], node: AdminMenuNode): MenuRow[] =>
  rowsOutside(tree, node);
