import { appAddSchema, resourceAddSchema } from './admin-apps';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

// product.md §2.5 /apply/applyList and resource-list forms: the SDK schema decides, the form names.
describe('fieldErrorsOf', () => {
  const messages = {
    code: 'applications.form.codeInvalid',
    descript: 'applications.form.nameRequired',
    href: 'applications.form.addressInvalid',
  } as const;

  it('names each failing field once with its message', () => {
    const errors = fieldErrorsOf(
      appAddSchema,
      { code: 'bad code', descript: '', href: 'javascript:alert(1)' },
      messages,
    );
    expect(errors).toEqual(messages);
  });

  it('answers nothing for a valid value', () => {
    expect(fieldErrorsOf(appAddSchema, { code: 'SPA', descript: 'Spa' }, messages)).toEqual({});
  });

  it('ignores fields the form does not show', () => {
    const errors = fieldErrorsOf(
      resourceAddSchema,
      { appCode: '', type: 'REPORT', code: 'OK', name: 'x' },
      { code: 'applications.form.codeInvalid' },
    );
    expect(errors).toEqual({});
  });
});
