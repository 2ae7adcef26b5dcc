import type { AdminResourceNode } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { flattenTree, moveTargets } from './resource-tree';

const node = (id: string, children: AdminResourceNode[] = []): AdminResourceNode => ({
  id,
  appCode: 'GC',
  type: 'REPORT',
  parentId: null,
  code: id,
  name: id,
  url: null,
  descript: null,
  sort: 0,
  children,
});

// product.md §2.5 /apply/resource-list: a resource moves within its tree, never below itself.
describe('resource tree helpers', () => {
  const tree = [node('a', [node('a1', [node('a11')]), node('a2')]), node('b')];

  it('flattens parents before children with their depth', () => {
    expect(flattenTree(tree).map((r) => `${r.node.id}:${r.depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a11:2',
      'a2:1',
      'b:0',
    ]);
  });

  it('offers every node outside the moved subtree as a new parent', () => {
    const a1 = tree[0]!.children[0]!;
    expect(moveTargets(tree, a1).map((r) => r.node.id)).toEqual(['a', 'a2', 'b']);
  });
});
