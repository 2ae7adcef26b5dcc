import { z } from 'zod';
import { answer, defineCall } from '../call';
import {
  checkResetCodeRequestSchema,
  resetPasswordRequestSchema,
  sendMobileCodeQuerySchema,
  sendResetPasswordMailRequestSchema,
  unlockAccountRequestSchema,
} from '../sso';

/** Password recovery and sign-in codes (api-contract.md §7.3): public, no session. */
const recovery = { base: 'UC', family: 'public' } as const;

export const RECOVERY_CALLS = {
  sendResetPasswordMail: defineCall({
    ...recovery,
    method: 'POST',
    path: '/sso/sendResetPasswordMail',
    input: sendResetPasswordMailRequestSchema,
    output: answer(z.null()),
    summary: 'Mail a password-recovery code',
    readme: {
      input: '`{ unitCode, userCode, email }`',
      answer: 'null; a code to the bound e-mail',
    },
  }),
  // Not in the contract: checks the mailed code without spending it (the dialog's "Next").
  checkResetCode: defineCall({
    ...recovery,
    method: 'POST',
    path: '/sso/checkResetCode',
    input: checkResetCodeRequestSchema,
    output: answer(z.null()),
    summary: 'Check the mailed recovery code without spending it',
    readme: {
      input: '(not in the contract) `{ unitCode, userCode, email, validateCode }`',
      answer: 'null when the code is right; it stays unspent',
    },
  }),
  // Not in the contract: completes the recovery (/unsubscribeEmailHtml) with the mailed code.
  resetPassword: defineCall({
    ...recovery,
    method: 'POST',
    path: '/sso/resetPassword',
    input: resetPasswordRequestSchema,
    output: answer(z.null()),
    summary: 'Set a new password with the mailed code',
    readme: {
      input: '(not in the contract) `{ unitCode, userCode, email, validateCode, newPassword }`',
      answer: "null; the user's sessions end",
    },
  }),
  // Not in the contract: the holder ends a failure lock with the code mailed when it began.
  unlockAccount: defineCall({
    ...recovery,
    method: 'POST',
    path: '/sso/unlockAccount',
    input: unlockAccountRequestSchema,
    output: answer(z.null()),
    summary: 'End a failure lock with the code mailed to the holder',
    readme: {
      input: '(not in the contract) `{ unitCode, userCode, validateCode }`',
      answer: 'null',
    },
  }),
  sendMobileCode: defineCall({
    ...recovery,
    method: 'GET',
    path: '/sso/sendMobileCode',
    input: sendMobileCodeQuerySchema,
    output: answer(z.null()),
    summary: 'Send an SMS sign-in code',
    readme: {
      input: '`encodedCode` = `encodeMobileCodeKey(unitCode, userCode)`',
      answer: 'null; an SMS sign-in code',
    },
  }),
};
