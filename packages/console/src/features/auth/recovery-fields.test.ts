import { describe, expect, it } from 'vitest';
import {
  isRecoveryComplete,
  recoveryFrom,
  trimmedRecovery,
  validateBeforeSend,
} from './recovery-fields';

const complete = {
  unitCode: 'H001',
  userCode: 'frontdesk',
  email: 'frontdesk@harbour.example',
  validateCode: '123456',
};

describe('password recovery fields (product.md §5 "Password recovery")', () => {
  it('the send-code button checks unit, account and e-mail (format too), not the code', () => {
    expect(validateBeforeSend({ unitCode: '', userCode: '', email: '', validateCode: '' })).toEqual(
      {
        unitCode: 'validation.recovery.unitRequired',
        userCode: 'validation.recovery.accountRequired',
        email: 'validation.recovery.emailRequired',
      },
    );
    expect(validateBeforeSend({ ...complete, email: 'nope', validateCode: '' })).toEqual({
      email: 'validation.email.invalid',
    });
    expect(validateBeforeSend({ ...complete, validateCode: '' })).toEqual({});
  });

  it('takes the details from the history state first, else from the query', () => {
    const query = new URLSearchParams('unitCode=Q&userCode=q&email=q%40x.example&code=999999');
    expect(recoveryFrom({ recovery: complete }, query)).toEqual(complete);
    expect(recoveryFrom(null, query)).toEqual({
      unitCode: 'Q',
      userCode: 'q',
      email: 'q@x.example',
      validateCode: '999999',
    });
    // A state of another shape gives strings, never undefined or objects.
    expect(recoveryFrom({ recovery: { unitCode: 7, email: {} } }, query)).toEqual({
      unitCode: '',
      userCode: '',
      email: '',
      validateCode: '',
    });
  });

  it('is complete only when every field is filled in and the e-mail is one', () => {
    expect(isRecoveryComplete(complete)).toBe(true);
    expect(isRecoveryComplete({ ...complete, validateCode: ' ' })).toBe(false);
    expect(isRecoveryComplete({ ...complete, email: 'x' })).toBe(false);
  });

  it('sends every detail trimmed, so a pasted code or e-mail keeps no spaces', () => {
    expect(
      trimmedRecovery({
        unitCode: ' H001 ',
        userCode: 'frontdesk\t',
        email: ' frontdesk@harbour.example',
        validateCode: '123456 ',
      }),
    ).toEqual(complete);
  });
});
