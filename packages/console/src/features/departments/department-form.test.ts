import { describe, expect, it } from 'vitest';
import { departmentBody, validateDepartmentForm } from './department-form';

describe('department form (product.md §5 "Department add: code and name required")', () => {
  it('requires code and name', () => {
    expect(validateDepartmentForm({ code: ' ', name: '', sort: '' })).toEqual({
      code: 'validation.department.codeRequired',
      name: 'validation.department.nameRequired',
    });
  });

  it('bounds the lengths and the sort order', () => {
    expect(
      validateDepartmentForm({ code: 'x'.repeat(65), name: 'n'.repeat(101), sort: '-1' }),
    ).toEqual({
      code: 'validation.tooLong',
      name: 'validation.tooLong',
      sort: 'departs.sortInvalid',
    });
    expect(validateDepartmentForm({ code: 'A', name: 'B', sort: '1000001' }).sort).toBe(
      'departs.sortInvalid',
    );
    expect(validateDepartmentForm({ code: 'A', name: 'B', sort: '20' })).toEqual({});
  });

  it('sends trimmed values and leaves an empty sort to the server', () => {
    expect(departmentBody({ code: ' A ', name: ' B ', sort: '' })).toEqual({
      code: 'A',
      name: 'B',
    });
    expect(departmentBody({ code: 'A', name: 'B', sort: '7' })).toEqual({
      code: 'A',
      name: 'B',
      sort: 7,
    });
  });
});
