import { describe, expect, it } from 'vitest';
import { validateParamForm } from './param-form';

describe('unit parameter form (the server rules of unitParamSaveSchema)', () => {
  it('takes a code of letters, digits, _ . -', () => {
    expect(validateParamForm({ code: 'LOGIN.tone_1', value: '', remark: '' })).toEqual({});
    expect(validateParamForm({ code: 'bad code', value: '', remark: '' })).toEqual({
      code: 'units.params.codeInvalid',
    });
  });

  it('leaves PASSWORD_STRATEGY to its own checked form', () => {
    expect(validateParamForm({ code: 'PASSWORD_STRATEGY', value: 'x', remark: '' }).code).toBe(
      'adminServer.parameterReserved',
    );
  });

  it('bounds value and remark', () => {
    const long = 'x'.repeat(4001);
    expect(validateParamForm({ code: 'A', value: long, remark: long })).toEqual({
      value: 'validation.tooLong',
      remark: 'validation.tooLong',
    });
  });
});
