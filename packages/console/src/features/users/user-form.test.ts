import type { AdminUserDetail } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER_FORM,
  toAddRequest,
  toUpdateRequest,
  userToForm,
  validateUserForm,
} from './user-form';

const unit = { id: 'u1', code: 'H001', name: 'Harbour Hotel' };

const detail: AdminUserDetail = {
  id: 'x1',
  userCode: 'amy',
  name: 'Amy',
  unitId: 'u1',
  unitCode: 'H001',
  unitName: 'Harbour Hotel',
  departmentId: null,
  deptCode: null,
  deptName: null,
  email: 'amy@example.com',
  mobile: null,
  sex: null,
  status: 'enabled',
  locked: 'F',
  expireTime: '2027-01-31T00:00:00.000Z',
  firstLogin: 'F',
  isSupplierAdmin: 'F',
  useDeptRole: 'T',
  pmsAccount: null,
  createUser: null,
  createTime: '2026-01-01T00:00:00.000Z',
  idcard: null,
  birth: null,
  address: null,
  isBackdoor: 'F',
  canUseBackdoor: 'F',
  receiveMessage: 'F',
  wechatBound: 'F',
  wechatFollowed: 'F',
  units: [],
};

describe('user form (product.md §5 "User add", §3 "User")', () => {
  it('maps the SDK user-add rule onto the form fields, the unit name onto the unit chooser', () => {
    const errors = validateUserForm(EMPTY_USER_FORM, 'add');
    expect(errors.userCode).toBe('validation.userCode.required');
    expect(errors.name).toBe('validation.user.nameRequired');
    expect(errors.email).toBe('validation.email.required');
    expect(errors.unit).toBe('validation.user.unitNameRequired');
    expect(errors.password).toBeTruthy();
    expect(errors).not.toHaveProperty('unitName');
  });

  it('checks the code characters and contact formats, and passes a complete new user', () => {
    const form = {
      ...EMPTY_USER_FORM,
      userCode: 'amy smith',
      name: 'Amy',
      email: 'not-mail',
      mobile: '12',
      unit,
      password: 'Portico#2026',
    };
    expect(validateUserForm(form, 'add')).toEqual({
      userCode: 'validation.userCode.invalidChars',
      email: 'validation.email.invalid',
      mobile: 'validation.mobile.invalid',
    });
    expect(
      validateUserForm({ ...form, userCode: 'amy', email: 'a@b.co', mobile: '' }, 'add'),
    ).toEqual({});
  });

  it('an edit does not ask for the code, unit or password again', () => {
    expect(validateUserForm(userToForm(detail), 'edit')).toEqual({});
    expect(validateUserForm({ ...userToForm(detail), name: ' ' }, 'edit')).toEqual({
      name: 'validation.user.nameRequired',
    });
  });

  it('adds with the chosen unit and flags as T/F', () => {
    const body = toAddRequest({
      ...EMPTY_USER_FORM,
      userCode: ' amy ',
      name: 'Amy',
      email: 'a@b.co',
      unit,
      password: 'pw',
      useDeptRole: true,
    });
    expect(body).toMatchObject({
      userCode: 'amy',
      unitId: 'u1',
      unitName: 'Harbour Hotel',
      useDeptRole: 'T',
      isSupplierAdmin: 'F',
      expireTime: undefined,
    });
  });

  it('an untouched edit sends only the id; a change sends only what changed', () => {
    const form = userToForm(detail);
    expect(form.expireTime).toBe('2027-01-31');
    expect(toUpdateRequest(form, detail)).toEqual({ id: 'x1' });
    expect(toUpdateRequest({ ...form, mobile: '13800138000', useDeptRole: false }, detail)).toEqual(
      { id: 'x1', mobile: '13800138000', useDeptRole: 'F' },
    );
  });

  it('an emptied field is sent as null, so the server clears it', () => {
    const form = userToForm({ ...detail, address: 'Shanghai' });
    expect(
      toUpdateRequest(
        { ...form, email: ' ', expireTime: '', address: '' },
        {
          ...detail,
          address: 'Shanghai',
        },
      ),
    ).toEqual({ id: 'x1', email: null, expireTime: null, address: null });
  });

  it('moves the user to another department, or to none', () => {
    const inFront = { ...detail, departmentId: 'd1', deptCode: 'FRONT', deptName: 'Front' };
    const form = userToForm(inFront);
    expect(form.department).toEqual({ id: 'd1', name: 'Front' });
    expect(toUpdateRequest({ ...form, department: { id: 'd2', name: 'Rooms' } }, inFront)).toEqual({
      id: 'x1',
      departmentId: 'd2',
    });
    expect(toUpdateRequest({ ...form, department: null }, inFront)).toEqual({
      id: 'x1',
      departmentId: null,
    });
  });
});
