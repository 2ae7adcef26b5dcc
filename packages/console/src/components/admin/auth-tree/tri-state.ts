import type { AuthTreeNode } from '@portico/sdk/contract';

/** How a node's box shows: its own grant for a leaf, its descendants' for a branch. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The ids granted directly (`checked`) in a tree as the server sends it. */
export function initialChecked(nodes: readonly AuthTreeNode[]): Set<string> {
  const found = new Set<string>();
  walk(nodes, (node) => {
    if (node.checked) found.add(node.id);
  });
  return found;
}

function walk(nodes: readonly AuthTreeNode[], visit: (node: AuthTreeNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

/**
 * Every node's box: a leaf is checked when granted; a branch is checked when all of its children
 * are, unchecked when none is (nor any below), indeterminate otherwise (product.md §2.5 "tri-state").
 */
export function checkStates(
  nodes: readonly AuthTreeNode[],
  checked: ReadonlySet<string>,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (node: AuthTreeNode): CheckState => {
    if (node.children.length === 0) {
      const state = checked.has(node.id) ? 'checked' : 'unchecked';
      states.set(node.id, state);
      return state;
    }
    const below = node.children.map(visit);
    const state = below.every((s) => s === 'checked')
      ? 'checked'
      : below.every((s) => s === 'unchecked')
        ? 'unchecked'
        : 'indeterminate';
    states.set(node.id, state);
    return state;
  };
  nodes.forEach(visit);
  return states;
}

/**
 * The grants after a click on `id`: the node and everything below it take the new value, then
 * each ancestor is granted exactly when all of its children are (a half-checked branch is not a
 * grant of its own; the server shows the ancestors of granted menus anyway).
 */
export function toggle(
  nodes: readonly AuthTreeNode[],
  checked: ReadonlySet<string>,
  id: string,
  on: boolean,
): Set<string> {
  const next = new Set(checked);
  const path = pathTo(nodes, id);
  if (!path) return next;
  const target = path[path.length - 1]!;
  walk([target], (node) => (on ? next.add(node.id) : next.delete(node.id)));
  for (const ancestor of path.slice(0, -1).reverse()) {
    if (ancestor.children.every((child) => next.has(child.id))) next.add(ancestor.id);
    else next.delete(ancestor.id);
  }
  return next;
}

/** The nodes from a root down to `id`, or null when absent. */
export function pathTo(nodes: readonly AuthTreeNode[], id: string): AuthTreeNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * The tree filtered by a search text (name or code, case-insensitive): matching nodes with their
 * ancestors, and everything below a match; a blank text keeps the whole tree.
 */
export function filterTree(nodes: readonly AuthTreeNode[], text: string): AuthTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const keep = (node: AuthTreeNode): AuthTreeNode | null => {
    if (node.name.toLowerCase().includes(needle) || node.code.toLowerCase().includes(needle)) {
      return node;
    }
    const children = node.children.map(keep).filter((c): c is AuthTreeNode => c !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return nodes.map(keep).filter((n): n is AuthTreeNode => n !== null);
}

/** Ids of every branch, for "expand all". */
export function branchIds(nodes: readonly AuthTreeNode[]): Set<string> {
  const found = new Set<string>();
  walk(nodes, (node) => {
    if (node.children.length > 0) found.add(node.id);
  });
  return found;
}
