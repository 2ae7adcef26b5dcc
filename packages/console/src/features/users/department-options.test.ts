import type { DepartmentNode } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { flattenDepartments, searchDepartments } from './department-options';

const node = (id: string, name: string, sort: number, children: DepartmentNode[] = []) => ({
  id,
  code: id.toUpperCase(),
  name,
  parentId: null,
  sort,
  isUnit: false,
  userCount: 0,
  children,
});

const root: DepartmentNode = {
  ...node('h001', 'Harbour', 0, [
    node('rooms', 'Rooms', 2, [node('hk', 'Housekeeping', 0)]),
    node('front', 'Front Office', 1),
  ]),
  isUnit: true,
};

describe("a user's department chooser (move a user to a department)", () => {
  it('lists the departments under the unit in tree order, with depth and path', () => {
    expect(flattenDepartments(root).map((o) => [o.id, o.depth, o.path])).toEqual([
      ['front', 0, 'Front Office'],
      ['rooms', 0, 'Rooms'],
      ['hk', 1, 'Rooms / Housekeeping'],
    ]);
    expect(flattenDepartments(undefined)).toEqual([]);
  });

  it('searches code and path, and caps what is shown', () => {
    const all = flattenDepartments(root);
    expect(searchDepartments(all, 'rooms', 10).shown.map((o) => o.id)).toEqual(['rooms', 'hk']);
    expect(searchDepartments(all, 'FRONT', 10).shown.map((o) => o.id)).toEqual(['front']);
    expect(searchDepartments(all, '', 2)).toMatchObject({ more: 1 });
  });
});
