import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDepartment, validateRole, validateUserAdd } from './admin-forms';
import { departmentSchema, roleSchema, userAddSchema } from './form-schemas';
import { USER_CODE_EXISTS, validateUserCode } from './user-code';

describe('product.md §5 "User add: user code required, max 30, letters, digits, _ and - only, no symbol at start or end"', () => {
  it.each([
    ['frontdesk', null],
    ['front_desk-01', null],
    ['A', null],
    ['a'.repeat(30), null],
    ['', 'validation.userCode.required'],
    ['   ', 'validation.userCode.required'],
    ['a'.repeat(31), 'validation.userCode.tooLong'],
    ['front desk', 'validation.userCode.invalidChars'],
    ['front.desk', 'validation.userCode.invalidChars'],
    ['前台', 'validation.userCode.invalidChars'],
    ['_front', 'validation.userCode.symbolAtEnds'],
    ['front-', 'validation.userCode.symbolAtEnds'],
    ['-', 'validation.userCode.symbolAtEnds'],
  ])('%j → %s', (code, expected) => {
    expect(validateUserCode(code)).toBe(expected);
  });

  it('accepts exactly its grammar (property, checked against a hand-written oracle)', () => {
    const alnum = (c: string) => /^[A-Za-z0-9]$/.test(c);
    const allowed = (c: string) => alnum(c) || c === '_' || c === '-';
    const oracle = (code: string) =>
      code.length >= 1 &&
      code.length <= 30 &&
      [...code].every(allowed) &&
      alnum(code[0]!) &&
      alnum(code[code.length - 1]!);
    const units = fc.constantFrom(...'aZ09_-.@ 中');
    fc.assert(
      fc.property(fc.string({ unit: units, maxLength: 34 }), (code) => {
        const trimmed = code.trim();
        return (validateUserCode(code) === null) === oracle(trimmed);
      }),
      { numRuns: 2000 },
    );
  });

  it("uniqueness is the server's: it answers 'User code already exists'", () => {
    expect(USER_CODE_EXISTS).toBe('validation.userCode.exists');
  });
});

describe('product.md §5 "User add: name, e-mail, unit name required"', () => {
  const valid = {
    userCode: 'frontdesk',
    name: 'Front Desk',
    email: 'fd@h001.example.com',
    unitName: 'H001',
  };

  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'validation.user.nameRequired' }],
    [{ email: '' }, { email: 'validation.email.required' }],
    [{ email: 'not-mail' }, { email: 'validation.email.invalid' }],
    [{ unitName: '' }, { unitName: 'validation.user.unitNameRequired' }],
    [{ mobile: '12345' }, { mobile: 'validation.mobile.invalid' }],
    [{ idcard: '123' }, { idcard: 'validation.idNumber.invalid' }],
    [{ mobile: '', idcard: '' }, {}],
  ])('%j → %j', (change, expected) => {
    expect(validateUserAdd({ ...valid, ...change })).toEqual(expected);
  });

  it('the server schema trims, runs the same rules and reports every field', () => {
    expect(userAddSchema.parse({ ...valid, userCode: ' frontdesk ' })).toMatchObject({
      userCode: 'frontdesk',
      mobile: '',
    });
    const failed = userAddSchema.safeParse({ userCode: '_x', name: '', email: 'x', unitName: '' });
    expect(failed.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'userCode:validation.userCode.symbolAtEnds',
      'name:validation.user.nameRequired',
      'email:validation.email.invalid',
      'unitName:validation.user.unitNameRequired',
    ]);
    const long = userAddSchema.safeParse({ ...valid, userCode: 'a'.repeat(31) });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['validation.userCode.tooLong']);
    expect(userAddSchema.safeParse(null).error?.issues[0]?.message).toBe('validation.invalidForm');
  });
});

describe('product.md §5 "Department add: code and name required. Role add: code and description required."', () => {
  it.each([
    [{ code: 'FO', name: 'Front office' }, {}],
    [
      { code: '', name: '' },
      { code: 'validation.department.codeRequired', name: 'validation.department.nameRequired' },
    ],
  ])('department %j', (form, expected) => {
    expect(validateDepartment(form)).toEqual(expected);
    expect(departmentSchema.safeParse(form).success).toBe(Object.keys(expected).length === 0);
  });

  it.each([
    [{ code: 'CASHIER', descript: 'Cashier' }, {}],
    [
      { code: ' ', descript: '' },
      { code: 'validation.role.codeRequired', descript: 'validation.role.descriptRequired' },
    ],
  ])('role %j', (form, expected) => {
    expect(validateRole(form)).toEqual(expected);
    expect(roleSchema.safeParse(form).success).toBe(Object.keys(expected).length === 0);
  });

  it('a missing field is reported with its own key', () => {
    expect(roleSchema.safeParse({ code: 'R' }).error?.issues.map((i) => i.message)).toEqual([
      'validation.role.descriptRequired',
    ]);
  });
});
