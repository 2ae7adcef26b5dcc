import type { AuthTreeNode } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { branchIds, checkStates, filterTree, initialChecked, toggle } from './tri-state';

const node = (id: string, children: AuthTreeNode[] = [], checked = false): AuthTreeNode => ({
  id,
  code: id.toUpperCase(),
  name: `Menu ${id}`,
  kind: 'MENU',
  checked,
  origins: [],
  children,
});

// root ─┬─ a ─┬─ a1
//       │     └─ a2
//       └─ b
const tree = () => [node('root', [node('a', [node('a1'), node('a2')]), node('b')])];

describe('permission tree tri-state (product.md §2.5 role/user auth: tri-state checkboxes)', () => {
  it('a branch is indeterminate when some children are checked, checked when all are', () => {
    const states = checkStates(tree(), new Set(['a1']));
    expect(states.get('a1')).toBe('checked');
    expect(states.get('a')).toBe('indeterminate');
    expect(states.get('root')).toBe('indeterminate');
    expect(states.get('b')).toBe('unchecked');
    const all = checkStates(tree(), new Set(['a1', 'a2', 'b']));
    expect(all.get('a')).toBe('checked');
    expect(all.get('root')).toBe('checked');
  });

  it('checking a branch checks everything below it and the ancestors it completes', () => {
    const next = toggle(tree(), new Set(['b']), 'a', true);
    expect([...next].sort()).toEqual(['a', 'a1', 'a2', 'b', 'root']);
  });

  it('unchecking a leaf drops it and the ancestors no longer complete, keeping siblings', () => {
    const full = new Set(['root', 'a', 'a1', 'a2', 'b']);
    const next = toggle(tree(), full, 'a2', false);
    expect([...next].sort()).toEqual(['a1', 'b']);
  });

  it('starts from the nodes the server marks granted directly', () => {
    const nodes = [node('root', [node('a', [], true), node('b')])];
    expect([...initialChecked(nodes)]).toEqual(['a']);
  });

  it('search keeps matches with their ancestors (by name or code), nothing else', () => {
    const found = filterTree(tree(), 'A2');
    expect(found).toHaveLength(1);
    expect(found[0]!.children.map((c) => c.id)).toEqual(['a']);
    expect(found[0]!.children[0]!.children.map((c) => c.id)).toEqual(['a2']);
    expect(filterTree(tree(), 'nothing')).toEqual([]);
    expect(filterTree(tree(), '  ')).toHaveLength(1);
  });

  it('expand all opens every branch', () => {
    expect([...branchIds(tree())].sort()).toEqual(['a', 'root']);
  });
});
