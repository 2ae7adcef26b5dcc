import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/message-ref';
import { translate, type Locale } from '../i18n/translate';
import {
  buildPasswordStrategy,
  DEFAULT_PASSWORD_STRATEGY,
  PASSWORD_CLASSES,
  parsePasswordStrategy,
  passwordStrategyMessage,
  validatePasswordStrategy,
  type PasswordClass,
} from './password-strategy';
import { validateUserCentrePassword } from './user-centre-password';

const text = (locale: Locale, ref: Parameters<typeof formatMessage>[0]) =>
  formatMessage(ref, (key, params) => translate(locale, key, params));

describe('product.md §5 "User-center password: digits and letters, printable ASCII only, min 6"', () => {
  it.each([
    ['abc123', null],
    ['Portico#2026', null],
    ['a1 b2 c3', null],
    ['abcdef', 'validation.password.userCentre'],
    ['123456', 'validation.password.userCentre'],
    ['ab12', 'validation.password.userCentre'],
    ['abc12é', 'validation.password.userCentre'],
    ['密码abc123', 'validation.password.userCentre'],
    ['abc\t123', 'validation.password.userCentre'],
    [`a1${'x'.repeat(200)}`, 'validation.tooLong'],
  ])('%j → %s', (password, expected) => {
    expect(validateUserCentrePassword(password)).toBe(expected);
  });

  it('says "Must contain digits and letters, at least 6 characters."', () => {
    expect(text('en-US', 'validation.password.userCentre')).toBe(
      'Must contain digits and letters, at least 6 characters.',
    );
  });
});

describe('product.md §5 PASSWORD_STRATEGY: parsing the parameter safely', () => {
  it('reads the regex and the remark {fruit, inputValue}', () => {
    const strategy = parsePasswordStrategy({
      value: '^(?=.*[0-9])(?=.*[A-Z]).{8,}$',
      remark: JSON.stringify({ fruit: ['digit', 'upper'], inputValue: 8 }),
    });
    expect(strategy.classes).toEqual(['digit', 'upper']);
    expect(strategy.minLength).toBe(8);
    expect(strategy.pattern?.source).toBe('^(?=.*[0-9])(?=.*[A-Z]).{8,}$');
  });

  it.each([
    [
      'Chinese class names',
      ['数字', '大写字母', '小写字母', '特殊符号'],
      ['digit', 'upper', 'lower', 'special'],
    ],
    [
      'English class names',
      ['Digits', 'Capital letters', 'lowercase_letters', 'Special symbols', 'Letters'],
      ['digit', 'upper', 'lower', 'special', 'letter'],
    ],
    ['duplicates once', ['digit', 'numbers', 'digit'], ['digit']],
    ['no class: length only', [], []],
  ])('accepts %s', (_name, fruit, classes) => {
    const strategy = parsePasswordStrategy({
      value: '.*',
      remark: JSON.stringify({ fruit, inputValue: '7' }),
    });
    expect(strategy.classes).toEqual(classes);
    expect(strategy.minLength).toBe(7);
  });

  it.each([
    ['no parameter', undefined],
    ['a bad regex', { value: '^(?=.*[0-9', remark: '{"fruit":["digit"],"inputValue":8}' }],
    ['an empty regex', { value: ' ', remark: '{"fruit":["digit"],"inputValue":8}' }],
    ['a remark that is not JSON', { value: '.*', remark: '{fruit: digit' }],
    ['a remark without fruit', { value: '.*', remark: '{"inputValue":8}' }],
    ['a zero length', { value: '.*', remark: '{"fruit":[],"inputValue":0}' }],
    ['a fractional length', { value: '.*', remark: '{"fruit":[],"inputValue":6.5}' }],
    ['an unknown class', { value: '.*', remark: '{"fruit":["emoji"],"inputValue":8}' }],
    ['a JSON null remark', { value: '.*', remark: 'null' }],
  ])('falls back to the default ("at least a digit and 6 chars") on %s', (_name, parameter) => {
    expect(parsePasswordStrategy(parameter)).toBe(DEFAULT_PASSWORD_STRATEGY);
  });

  it('reads a /source/flags literal and drops the stateful g flag', () => {
    const strategy = parsePasswordStrategy({
      value: '/^[a-z0-9]{6,}$/gi',
      remark: { fruit: [], inputValue: 6 },
    });
    expect(strategy.pattern?.flags).toBe('i');
    expect(validatePasswordStrategy('ABC123', strategy)).toBeNull();
    expect(validatePasswordStrategy('ABC123', strategy)).toBeNull();
  });

  it('never throws, whatever the parameter holds (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, remark) => {
        const strategy = parsePasswordStrategy({ value, remark });
        return strategy.minLength >= 1 && Array.isArray(strategy.classes);
      }),
    );
  });
});

describe("product.md §5 message 'must contain <classes>, the minimum length is N characters'", () => {
  it('the default strategy: a digit and 6 characters', () => {
    expect(validatePasswordStrategy('abcde1')).toBeNull();
    expect(validatePasswordStrategy('abcdef')).toEqual(
      passwordStrategyMessage(DEFAULT_PASSWORD_STRATEGY),
    );
    expect(validatePasswordStrategy('abc1')).not.toBeNull();
    expect(text('en-US', passwordStrategyMessage(DEFAULT_PASSWORD_STRATEGY))).toBe(
      'must contain digits, the minimum length is 6 characters',
    );
    expect(text('zh-CN', passwordStrategyMessage(DEFAULT_PASSWORD_STRATEGY))).toBe(
      '必须包含数字，最小长度为6位',
    );
  });

  it('lists the translated classes in a fixed order', () => {
    const strategy = parsePasswordStrategy(
      buildPasswordStrategy(['special', 'upper', 'digit'], 10),
    );
    expect(text('en-US', passwordStrategyMessage(strategy))).toBe(
      'must contain digits, capital letters, special symbols, the minimum length is 10 characters',
    );
    expect(text('zh-CN', passwordStrategyMessage(strategy))).toBe(
      '必须包含数字、大写字母、特殊符号，最小长度为10位',
    );
  });

  it('a length-only strategy names only the length', () => {
    const strategy = parsePasswordStrategy(buildPasswordStrategy([], 8));
    expect(text('en-US', passwordStrategyMessage(strategy))).toBe(
      'the minimum length is 8 characters',
    );
  });

  it.each([
    ['Abcdef1!', null],
    ['abcdef1!', 'upper'],
    ['ABCDEF1!', 'lower'],
    ['Abcdefg!', 'digit'],
    ['Abcdefg1', 'special'],
    ['Ab1!', 'length'],
  ])('all four classes, min 8: %j fails on %s', (password, failing) => {
    const strategy = parsePasswordStrategy(
      buildPasswordStrategy(['digit', 'upper', 'lower', 'special'], 8),
    );
    expect(validatePasswordStrategy(password, strategy) === null).toBe(failing === null);
  });

  it('the regex also applies when the remark is weaker', () => {
    const strategy = parsePasswordStrategy({
      value: '^[^x]*$',
      remark: '{"fruit":["digit"],"inputValue":6}',
    });
    expect(validatePasswordStrategy('abcde1', strategy)).toBeNull();
    expect(validatePasswordStrategy('abcdx1', strategy)).not.toBeNull();
  });

  it('what the parameter screen builds, the forms read back and enforce (property)', () => {
    const classes = fc.subarray([...PASSWORD_CLASSES] as PasswordClass[]);
    fc.assert(
      fc.property(
        classes,
        fc.integer({ min: 6, max: 20 }),
        fc.string({ unit: 'binary-ascii', maxLength: 24 }),
        (chosen, min, password) => {
          const strategy = parsePasswordStrategy(buildPasswordStrategy(chosen, min));
          expect(strategy.classes).toEqual(PASSWORD_CLASSES.filter((c) => chosen.includes(c)));
          const tests: Record<PasswordClass, RegExp> = {
            digit: /[0-9]/,
            upper: /[A-Z]/,
            lower: /[a-z]/,
            special: /[!-/:-@[-`{-~]/,
            letter: /[A-Za-z]/,
          };
          const expected =
            !/[\n\r\u2028\u2029]/.test(password) &&
            password.length >= min &&
            chosen.every((c) => tests[c].test(password));
          return (validatePasswordStrategy(password, strategy) === null) === expected;
        },
      ),
    );
  });
});
