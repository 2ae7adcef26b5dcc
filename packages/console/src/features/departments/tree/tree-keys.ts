import type { FlatTree } from './flat-tree';

export type TreeKeyAction =
  { type: 'move'; id: string } | { type: 'toggle'; id: string } | { type: 'select'; id: string };

export interface TreeKeyContext {
  tree: FlatTree;
  /** The rows on screen, in order. */
  rows: readonly string[];
  activeId: string;
  /** Open nodes; null while a search shows everything open (nothing to open or close). */
  expanded: ReadonlySet<string> | null;
}

/**
 * What a key does in the department tree (WAI-ARIA tree view pattern): Up/Down move, Home/End
 * jump, Right opens a closed node or goes to its first child, Left closes an open node or goes to
 * the parent, Enter/Space select. Null: the key is not the tree's.
 */
export function treeKeyAction(key: string, context: TreeKeyContext): TreeKeyAction | null {
  const { tree, rows, activeId, expanded } = context;
  const index = rows.indexOf(activeId);
  const node = tree.nodes.get(activeId);
  if (index < 0 || !node) return rows[0] ? { type: 'move', id: rows[0] } : null;
  const open = expanded === null || expanded.has(activeId);
  const hasChildren = node.childIds.length > 0;
  switch (key) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { type: 'move', id: rows[index + 1]! } : null;
    case 'ArrowUp':
      return index > 0 ? { type: 'move', id: rows[index - 1]! } : null;
    case 'Home':
      return { type: 'move', id: rows[0]! };
    case 'End':
      return { type: 'move', id: rows[rows.length - 1]! };
    case 'ArrowRight':
      if (!hasChildren) return null;
      if (!open) return { type: 'toggle', id: activeId };
      return rows[index + 1] ? { type: 'move', id: rows[index + 1]! } : null;
    case 'ArrowLeft':
      if (hasChildren && open && expanded !== null) return { type: 'toggle', id: activeId };
      return node.parentId ? { type: 'move', id: node.parentId } : null;
    case 'Enter':
    case ' ':
      return { type: 'select', id: activeId };
    default:
      return null;
  }
}
