import { describe, expect, it } from 'vitest';
import { bigTree, dept, unitRoot } from './fixtures';
import { flattenTree } from './flat-tree';
import { searchTree } from './search-tree';

function nodesOf(
  root = unitRoot([
    dept('front', [dept('desk', [], 'Front desk')]),
    dept('house', [], 'Housekeeping'),
  ]),
) {
  const tree = flattenTree(root);
  return tree.order.map((id) => {
    const { parentId, code, name } = tree.nodes.get(id)!;
    return { id, parentId, code, name };
  });
}

describe('department search (searched on the server or in a worker)', () => {
  it('matches code or name without case, and shows the matches with their ancestors', () => {
    expect(searchTree(nodesOf(), 'DESK')).toEqual({
      keyword: 'DESK',
      matches: ['desk'],
      visible: ['unit', 'front', 'desk'],
    });
    expect(searchTree(nodesOf(), 'house').matches).toEqual(['house']);
  });

  it('matches nothing and filters nothing for a blank keyword', () => {
    expect(searchTree(nodesOf(), '  ')).toEqual({ keyword: '  ', matches: [], visible: [] });
  });

  it('searches 10,000 departments', () => {
    const result = searchTree(nodesOf(bigTree(10_000)), 'desk 42-');
    expect(result.matches).toHaveLength(99);
    expect(result.visible).toHaveLength(101);
  });
});
