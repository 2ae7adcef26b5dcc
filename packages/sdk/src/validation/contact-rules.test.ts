import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateEmail,
  validateIdNumber,
  validateMessageEmail,
  validateMobile,
} from './contact-rules';

const digits = (min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('product.md §5 "Mobile: 11 digits starting with 1"', () => {
  it.each([
    ['13800138000', null],
    ['  13800138000 ', null],
    ['', null],
    ['23800138000', 'validation.mobile.invalid'],
    ['1380013800', 'validation.mobile.invalid'],
    ['138001380001', 'validation.mobile.invalid'],
    ['1380013800a', 'validation.mobile.invalid'],
    ['+8613800138000', 'validation.mobile.invalid'],
    ['１3800138000', 'validation.mobile.invalid'],
  ])('%j → %s', (value, expected) => {
    expect(validateMobile(value)).toBe(expected);
  });

  it('accepts exactly "1" followed by ten ASCII digits (property)', () => {
    fc.assert(fc.property(digits(10), (rest) => validateMobile(`1${rest}`) === null));
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 14 }), (text) => {
        const inGrammar = /^1[0-9]{10}$/.test(text.trim());
        return (validateMobile(text) === null) === (inGrammar || text.trim() === '');
      }),
    );
  });
});

describe('product.md §5 "ID number: 15 digits, 18 digits, or 17 digits plus a digit or X"', () => {
  it.each([
    ['110105199001011234', null],
    ['11010519900101123X', null],
    ['110105900101123', null],
    ['11010519900101123x', 'validation.idNumber.invalid'],
    ['1101051990010112', 'validation.idNumber.invalid'],
    ['1101051990010112345', 'validation.idNumber.invalid'],
    ['11010519900101123Y', 'validation.idNumber.invalid'],
    ['X10105199001011234', 'validation.idNumber.invalid'],
  ])('%j → %s', (value, expected) => {
    expect(validateIdNumber(value)).toBe(expected);
  });

  it('accepts every string of the grammar (property)', () => {
    const grammar = fc.oneof(
      digits(15),
      digits(18),
      fc.tuple(digits(17), fc.constant('X')).map(([a, b]) => a + b),
    );
    fc.assert(fc.property(grammar, (id) => validateIdNumber(id) === null));
  });

  it('rejects every other length of digits and any foreign character (property)', () => {
    const wrongLength = fc
      .integer({ min: 1, max: 25 })
      .filter((n) => n !== 15 && n !== 18)
      .chain((n) => digits(n));
    fc.assert(fc.property(wrongLength, (id) => validateIdNumber(id) !== null));
    const withForeign = fc
      .tuple(
        digits(18),
        fc.integer({ min: 0, max: 16 }),
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
          .filter((c) => !/[\dX\s]/.test(c)),
      )
      .map(([id, at, c]) => id.slice(0, at) + c + id.slice(at + 1));
    fc.assert(fc.property(withForeign, (id) => validateIdNumber(id) !== null));
  });
});

describe('product.md §5 "E-mail: valid address"', () => {
  it.each([
    ['frontdesk@h001.example.com', null],
    ['first.last+tag@example.co', null],
    [' padded@example.com ', null],
    ['', null],
    ['no-at-sign.example.com', 'validation.email.invalid'],
    ['two@@example.com', 'validation.email.invalid'],
    ['nodot@localhost', 'validation.email.invalid'],
    ['space in@example.com', 'validation.email.invalid'],
    ['a@-bad.example.com', 'validation.email.invalid'],
    [`${'a'.repeat(250)}@example.com`, 'validation.email.invalid'],
  ])('%j → %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('product.md §5 "in the message area the form local@domain with a 2-6 character top level"', () => {
  it.each([
    ['user@example.com', null],
    ['user_1.x@mail.example.travel', null],
    ['user@example.c', 'validation.email.invalid'],
    ['user@example.company', 'validation.email.invalid'],
    ['user@example.c0m', 'validation.email.invalid'],
    ["o'brien@example.com", 'validation.email.invalid'],
  ])('%j → %s', (value, expected) => {
    expect(validateMessageEmail(value)).toBe(expected);
  });

  it('every message-area address is also a valid address (property)', () => {
    const label = fc.string({ unit: fc.constantFrom(...'abcxyz019'), minLength: 1, maxLength: 8 });
    const tld = fc.string({ unit: fc.constantFrom(...'abcdefz'), minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(label, label, tld, (local, domain, top) => {
        const address = `${local}@${domain}.${top}`;
        return validateMessageEmail(address) === null && validateEmail(address) === null;
      }),
    );
  });
});
