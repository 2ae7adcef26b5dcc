import { describe, expect, it } from 'vitest';
import { dept, unitRoot } from './fixtures';
import { flattenTree, visibleRows } from './flat-tree';
import { treeKeyAction } from './tree-keys';

const tree = flattenTree(unitRoot([dept('front', [dept('desk')]), dept('house')]));
const closed = new Set(['unit']);
const open = new Set(['unit', 'front']);
const at = (activeId: string, expanded: Set<string> | null = open) => ({
  tree,
  rows: visibleRows(tree, expanded ?? new Set(), expanded ? null : new Set(tree.order)),
  activeId,
  expanded,
});

describe('department tree keys (WAI-ARIA tree view pattern)', () => {
  it('moves with the arrows, Home and End', () => {
    expect(treeKeyAction('ArrowDown', at('unit'))).toEqual({ type: 'move', id: 'front' });
    expect(treeKeyAction('ArrowUp', at('front'))).toEqual({ type: 'move', id: 'unit' });
    expect(treeKeyAction('ArrowUp', at('unit'))).toBeNull();
    expect(treeKeyAction('End', at('unit'))).toEqual({ type: 'move', id: 'house' });
    expect(treeKeyAction('Home', at('house'))).toEqual({ type: 'move', id: 'unit' });
  });

  it('opens, enters, closes and leaves with Right and Left', () => {
    expect(
      treeKeyAction('ArrowRight', {
        ...at('front'),
        expanded: closed,
        rows: visibleRows(tree, closed),
      }),
    ).toEqual({
      type: 'toggle',
      id: 'front',
    });
    expect(treeKeyAction('ArrowRight', at('front'))).toEqual({ type: 'move', id: 'desk' });
    expect(treeKeyAction('ArrowLeft', at('front'))).toEqual({ type: 'toggle', id: 'front' });
    expect(treeKeyAction('ArrowLeft', at('desk'))).toEqual({ type: 'move', id: 'front' });
    expect(treeKeyAction('ArrowRight', at('house'))).toBeNull();
  });

  it('selects with Enter and Space; during a search nothing closes', () => {
    expect(treeKeyAction('Enter', at('desk'))).toEqual({ type: 'select', id: 'desk' });
    expect(treeKeyAction(' ', at('desk'))).toEqual({ type: 'select', id: 'desk' });
    expect(treeKeyAction('ArrowLeft', at('front', null))).toEqual({ type: 'move', id: 'unit' });
    expect(treeKeyAction('a', at('desk'))).toBeNull();
  });
});
