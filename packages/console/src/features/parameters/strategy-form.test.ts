import { buildPasswordStrategy } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/text';
import { strategyFormOf, validateStrategyForm } from './strategy-form';

const t: Translate = (key) => key;
const blank = { complexity: [], length: '', maxAgeDays: '' };

// product.md §5: complexity classes chosen, length required, positive integer, at least 6.
describe('password strategy form', () => {
  it('starts from the default rule without a parameter', () => {
    expect(strategyFormOf(undefined)).toEqual({
      complexity: ['digit'],
      length: '6',
      maxAgeDays: '',
    });
  });

  it('starts from the unit strategy, with its forced-change period', () => {
    const built = buildPasswordStrategy(['upper', 'digit'], 10);
    const remark = JSON.stringify({ ...JSON.parse(built.remark), maxAgeDays: 90 });
    const row = {
      code: 'PASSWORD_STRATEGY',
      value: built.value,
      remark,
      unitCode: 'H001',
      inherited: false,
    };
    expect(strategyFormOf(row)).toEqual({
      complexity: ['digit', 'upper'],
      length: '10',
      maxAgeDays: '90',
    });
  });

  it('refuses no class, a missing, fractional or short length, and a bad period', () => {
    expect(validateStrategyForm(blank, t)).toEqual({
      complexity: 'validation.parameter.complexityRequired',
      length: 'validation.parameter.lengthRequired',
    });
    expect(validateStrategyForm({ ...blank, complexity: ['digit'], length: '6.5' }, t).length).toBe(
      'validation.parameter.lengthInteger',
    );
    expect(validateStrategyForm({ ...blank, complexity: ['digit'], length: '5' }, t).length).toBe(
      'validation.parameter.lengthMin',
    );
    expect(
      validateStrategyForm({ complexity: ['digit'], length: '8', maxAgeDays: '0' }, t),
    ).toEqual({ maxAgeDays: 'parameterConfig.maxAgeInvalid' });
    expect(validateStrategyForm({ complexity: ['lower'], length: '8', maxAgeDays: '' }, t)).toEqual(
      {},
    );
  });
});
