import type { AdminMenuNode } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { dropMove, menuRows, parentChoices, stepMove } from './menu-order';

/* The menu editor's two ways to reorder (product.md §3 "Menu"): drag and the Up/Down keys. */

const node = (id: string, parentId: string | null, children: AdminMenuNode[] = []) =>
  ({ id, parentId, identity: id, title: id, children }) as unknown as AdminMenuNode;
const tree = [
  node('a', null, [node('a1', 'a'), node('a2', 'a')]),
  node('b', null),
  node('c', null),
];
const rows = menuRows(tree);
const row = (id: string) => rows.find((r) => r.node.id === id)!;

describe('menu order', () => {
  it('lists parents before children with their place among siblings', () => {
    expect(rows.map((r) => [r.node.id, r.depth, r.index])).toEqual([
      ['a', 0, 0],
      ['a1', 1, 0],
      ['a2', 1, 1],
      ['b', 0, 1],
      ['c', 0, 2],
    ]);
  });

  it('moves one place up or down, never past either end', () => {
    expect(stepMove(row('b'), -1)).toEqual({ id: 'b', parentId: null, index: 0 });
    expect(stepMove(row('b'), 1)).toEqual({ id: 'b', parentId: null, index: 2 });
    expect(stepMove(row('a'), -1)).toBeNull();
    expect(stepMove(row('a2'), 1)).toBeNull();
  });

  it('drops before or after a menu, among its siblings', () => {
    expect(dropMove(row('c'), row('a'), false)).toEqual({ id: 'c', parentId: null, index: 0 });
    expect(dropMove(row('a'), row('c'), true)).toEqual({ id: 'a', parentId: null, index: 2 });
    expect(dropMove(row('b'), row('a1'), true)).toEqual({ id: 'b', parentId: 'a', index: 1 });
    // On its own place, or into its own subtree: no move.
    expect(dropMove(row('b'), row('b'), false)).toBeNull();
    expect(dropMove(row('b'), row('a'), true)).toBeNull();
    expect(dropMove(row('a'), row('a1'), false)).toBeNull();
  });

  it('offers every menu outside its own subtree as a parent', () => {
    expect(parentChoices(tree, tree[0]!).map((r) => r.node.id)).toEqual(['b', 'c']);
  });
});
