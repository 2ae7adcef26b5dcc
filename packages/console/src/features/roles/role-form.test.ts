import type { AdminRole } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROLE_FORM,
  roleToForm,
  toAddRequest,
  toUpdateRequest,
  validateRoleForm,
} from './role-form';

const role: AdminRole = {
  id: 'r1',
  code: 'FRONT',
  descript: 'Front desk',
  sort: 3,
  roleGroup: null,
  isTemplate: 'F',
  unitId: 'u1',
  unitCode: 'H001',
  dispatched: false,
  childRoleIds: [],
  userCount: 0,
};

describe('role form (product.md §5 "Role add": code and description required)', () => {
  it('names the missing code and description with the SDK rule keys', () => {
    expect(validateRoleForm(EMPTY_ROLE_FORM)).toEqual({
      code: 'validation.role.codeRequired',
      descript: 'validation.role.descriptRequired',
    });
  });

  it('refuses an order that is not a whole number in range, and over-long codes', () => {
    const form = { ...EMPTY_ROLE_FORM, code: 'X'.repeat(65), descript: 'd', sort: '-1' };
    expect(validateRoleForm(form)).toEqual({
      code: 'validation.tooLong',
      sort: 'roles.form.sortInvalid',
    });
    expect(validateRoleForm({ ...form, code: 'X', sort: '12' })).toEqual({});
  });

  it('sends trimmed values, no order, group or template when left empty', () => {
    const form = { ...EMPTY_ROLE_FORM, code: ' MGR ', descript: ' Manager ', roleGroup: ' ' };
    expect(toAddRequest(form, 'u1')).toEqual({
      code: 'MGR',
      descript: 'Manager',
      unitId: 'u1',
      sort: undefined,
      roleGroup: undefined,
      isTemplate: 'F',
      childRoleIds: [],
      templateId: undefined,
    });
  });

  it('sends the template mark, the child roles and the template to start from (§2.5)', () => {
    const form = {
      ...EMPTY_ROLE_FORM,
      code: 'LEAD',
      descript: 'Lead',
      isTemplate: true,
      childRoleIds: ['r2'],
      templateId: 't1',
    };
    expect(toAddRequest(form, undefined)).toMatchObject({
      isTemplate: 'T',
      childRoleIds: ['r2'],
      templateId: 't1',
    });
  });

  it('round-trips a role through the form into its update', () => {
    expect(toUpdateRequest(roleToForm(role), role)).toEqual({
      id: 'r1',
      code: 'FRONT',
      descript: 'Front desk',
      sort: 3,
      roleGroup: undefined,
      isTemplate: 'F',
      childRoleIds: [],
    });
  });
});
