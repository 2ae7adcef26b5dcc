import type { DepartmentNode } from '@portico/sdk/contract';

/** A department node for tests; the unit is the root (product.md §3). */
export function dept(id: string, children: DepartmentNode[] = [], name = id): DepartmentNode {
  return {
    id,
    code: id.toUpperCase(),
    name,
    parentId: null,
    sort: 0,
    isUnit: false,
    userCount: 0,
    children,
  };
}

export function unitRoot(children: DepartmentNode[]): DepartmentNode {
  return { ...dept('unit', children, 'Harbour Hotel'), code: 'H001', isUnit: true };
}

/**
 * `count` departments under the unit: `top` top-level ones, each with the same number of
 * children, as a large organisation has (a tree of 10,000 departments).
 */
export function bigTree(count: number, top = 100): DepartmentNode {
  const perTop = Math.max(0, Math.floor(count / top) - 1);
  const tops: DepartmentNode[] = [];
  for (let i = 0; i < top; i += 1) {
    const kids: DepartmentNode[] = [];
    for (let j = 0; j < perTop; j += 1) kids.push(dept(`d${i}-${j}`, [], `Desk ${i}-${j}`));
    tops.push(dept(`d${i}`, kids, `Division ${i}`));
  }
  return unitRoot(tops);
}
