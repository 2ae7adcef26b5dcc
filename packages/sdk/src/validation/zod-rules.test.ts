import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { passwordChangeSchema } from './form-schemas';
import { formatIssue } from './zod-rules';

const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('en-US', key, params);

describe('schemas built from the rules (DESIGN.md "Validation rules … live once")', () => {
  it('formatIssue turns a key + params issue into the locale text for the server', () => {
    const failed = passwordChangeSchema().safeParse({
      passwdOld: 'a',
      passwd: 'abcdef',
      passwdCheck: 'abcdef',
    });
    const issue = failed.error!.issues[0]!;
    expect(formatIssue(issue, en)).toBe('must contain digits, the minimum length is 6 characters');
    expect(formatIssue(issue, (key, params) => translate('zh-CN', key, params))).toBe(
      '必须包含数字，最小长度为6位',
    );
  });

  it('passes foreign messages through untouched', () => {
    expect(formatIssue({ message: 'Invalid input' }, en)).toBe('Invalid input');
    expect(formatIssue({ message: 'validation.unit.required' }, en)).toBe('Please select a unit');
  });
});
