import { describe, expect, it } from 'vitest';
import { departmentTree } from './directory';

const entry = (id: string, parentId: string | null, name = id) => ({
  id,
  code: id.toUpperCase(),
  name,
  unitCode: 'H001',
  unitName: 'Harbour Hotel Shanghai',
  parentId,
});

// The department picker (docs/guides/announcements.md "Choose the audience"): the directory's
// flat list shown as the unit's tree, each level indented.
describe('departmentTree', () => {
  it('puts children under their parent, indented, siblings in the order given', () => {
    const tree = departmentTree([
      entry('front', null, 'Front Office'),
      entry('night', 'front', 'Night'),
      entry('office', null, 'Office'),
      entry('reception', 'front', 'Reception'),
    ]);
    expect(tree.map((d) => d.label)).toEqual([
      'Front Office',
      '\u00a0\u00a0Night',
      '\u00a0\u00a0Reception',
      'Office',
    ]);
    expect(tree[1]).toEqual({ id: 'night', code: 'NIGHT', label: '\u00a0\u00a0Night' });
  });

  it('keeps a department whose parent is not listed, at the top', () => {
    expect(departmentTree([entry('orphan', 'gone')]).map((d) => d.id)).toEqual(['orphan']);
  });
});
