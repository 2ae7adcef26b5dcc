import { describe, expect, it } from 'vitest';
import { dept, unitRoot, bigTree } from './fixtures';
import { ancestorsOf, flattenTree, parentIds, subtreeIds, visibleRows } from './flat-tree';

const tree = flattenTree(
  unitRoot([dept('front', [dept('desk'), dept('night', [dept('audit')])]), dept('house')]),
);

describe('department tree (product.md §3 "the root all departments is a unit")', () => {
  it('flattens in display order with depths, the unit at the root', () => {
    expect(tree.order).toEqual(['unit', 'front', 'desk', 'night', 'audit', 'house']);
    expect(tree.nodes.get('audit')).toMatchObject({ depth: 3, parentId: 'night' });
    expect(tree.nodes.get('unit')).toMatchObject({ isUnit: true, parentId: null });
  });

  it('shows children of expanded nodes only, or exactly a search result, all open', () => {
    expect(visibleRows(tree, new Set(['unit']))).toEqual(['unit', 'front', 'house']);
    expect(visibleRows(tree, new Set(['unit', 'front']))).toEqual([
      'unit',
      'front',
      'desk',
      'night',
      'house',
    ]);
    expect(visibleRows(tree, new Set(), new Set(['unit', 'front', 'night', 'audit']))).toEqual([
      'unit',
      'front',
      'night',
      'audit',
    ]);
  });

  it('knows a node’s ancestors, its subtree (where it cannot move) and the nodes to expand', () => {
    expect(ancestorsOf(tree, 'audit')).toEqual(['unit', 'front', 'night']);
    expect([...subtreeIds(tree, 'front')].sort()).toEqual(['audit', 'desk', 'front', 'night']);
    expect([...parentIds(tree)].sort()).toEqual(['front', 'night', 'unit']);
  });

  it('handles 10,000 departments and a deep chain without recursion', () => {
    const big = flattenTree(bigTree(10_000));
    expect(big.order).toHaveLength(10_001);
    expect(visibleRows(big, parentIds(big))).toHaveLength(10_001);
    let chain = dept('c0');
    for (let i = 1; i < 20_000; i += 1) chain = dept(`c${i}`, [chain]);
    const deep = flattenTree(unitRoot([chain]));
    expect(deep.nodes.get('c0')!.depth).toBe(20_000);
  });
});
