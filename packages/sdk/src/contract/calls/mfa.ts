import { z } from 'zod';
import { answer, defineCall } from '../call';
import { unitIdQuerySchema } from '../admin-common';
import { loginResultSchema } from '../login-schema';
import {
  mfaEnrolConfirmRequestSchema,
  mfaEnrolLoginSchema,
  mfaEnrolRequestSchema,
  mfaLoginRequestSchema,
  mfaPolicySaveSchema,
  mfaSmsRequestSchema,
  mfaSmsSentSchema,
  recoveryCodesSchema,
  resetMfaRequestSchema,
  selfMfaStatusSchema,
  selfVerifiedSchema,
  selfVerifyRequestSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
  totpRemoveRequestSchema,
  unitMfaPolicySchema,
} from '../mfa';

/**
 * Second factors, under the UC base: the signed-in user's own factors (`/self/mfa`), the
 * sign-in's second step (`/sso/login/mfa`, with the token of a 40121 or 40122 answer) and the
 * unit's policy and a user's reset (administration).
 */
const self = { base: 'UC', family: 'signedIn' } as const;
const signIn = { base: 'UC', family: 'public', method: 'POST' } as const;
const none = z.object({});

/** The signed-in user's own factors and the sign-in's second step. */
export const MFA_CALLS = {
  status: defineCall({
    ...self,
    method: 'GET',
    path: '/self/mfa',
    input: none,
    output: answer(selfMfaStatusSchema),
    summary: 'The own second factors and what the policy asks',
    readme: {
      input: '—',
      answer:
        '`{ totp, recoveryCodesLeft, passkeys, sms, policy, factors, required, enrolBy }` (`SelfMfaStatus`)',
    },
  }),
  totpStart: defineCall({
    ...self,
    method: 'POST',
    path: '/self/mfa/totp',
    credentials: true,
    input: none,
    output: answer(totpEnrolmentSchema),
    summary: 'Start a TOTP enrolment',
    readme: {
      input: '—',
      answer:
        '`{ secret, otpauthUri }`; not a factor until confirmed; **40125** without a recent verification (POST /self/verify)',
    },
  }),
  totpConfirm: defineCall({
    ...self,
    method: 'POST',
    path: '/self/mfa/totp/confirm',
    credentials: true,
    input: totpConfirmRequestSchema,
    output: answer(recoveryCodesSchema),
    summary: 'Confirm the TOTP enrolment with a code',
    readme: {
      input: '`{ code }`',
      answer:
        '`{ recoveryCodes }`: ten, shown once; codes made before are void; **40125** without a recent verification; the user is told',
    },
  }),
  totpRemove: defineCall({
    ...self,
    method: 'DELETE',
    path: '/self/mfa/totp',
    // POST of this path starts an enrolment.
    alias: false,
    credentials: true,
    input: totpRemoveRequestSchema,
    output: answer(z.null()),
    summary: 'Remove the TOTP factor',
    readme: {
      input: '`{ password }`',
      answer: 'null; the recovery codes are void too; the user is told',
    },
  }),
  verify: defineCall({
    ...self,
    method: 'POST',
    path: '/self/verify',
    credentials: true,
    input: selfVerifyRequestSchema,
    output: answer(selfVerifiedSchema),
    summary: 'Confirm the password or an authenticator code before changing sign-in factors',
    readme: {
      input:
        '`{ password }` or `{ code }` (exactly one; a current code of the authenticator app, accepted once)',
      answer:
        '`{ verifiedUntil }`: until then adding a factor answers no **40125**; a wrong password or code counts toward the lockout',
    },
  }),
  login: defineCall({
    ...signIn,
    path: '/sso/login/mfa',
    input: mfaLoginRequestSchema,
    output: answer(loginResultSchema),
    summary: 'Second sign-in step: a TOTP, recovery or SMS code',
    readme: {
      input:
        '`{ mfaToken, code, factor? }` (the token of a 40121 answer; a TOTP or recovery code, or with `factor: sms` the code sent by SMS)',
      answer: '`LoginResult`; a recovery code ends every other session of the user',
    },
  }),
  smsSend: defineCall({
    ...signIn,
    path: '/sso/login/mfa/sms',
    input: mfaSmsRequestSchema,
    output: answer(mfaSmsSentSchema),
    summary: 'Second sign-in step: send a code by SMS',
    readme: {
      input: '`{ mfaToken }` (the token of a 40121 answer whose `factors` name `sms`)',
      answer:
        '`{ mobile, resendSeconds }` (the number masked); one code a minute (42901 sooner), spent by POST /sso/login/mfa with `factor: sms`',
    },
  }),
  enrolStart: defineCall({
    ...signIn,
    path: '/sso/login/mfa/totp',
    input: mfaEnrolRequestSchema,
    output: answer(totpEnrolmentSchema),
    summary: 'Enrolment forced at sign-in: start TOTP',
    readme: {
      input: '`{ mfaToken }` (the token of a 40122 answer)',
      answer: '`{ secret, otpauthUri }`',
    },
  }),
  enrolConfirm: defineCall({
    ...signIn,
    path: '/sso/login/mfa/totp/confirm',
    input: mfaEnrolConfirmRequestSchema,
    output: answer(mfaEnrolLoginSchema),
    summary: 'Enrolment forced at sign-in: confirm and sign in',
    readme: {
      input: '`{ mfaToken, code }`',
      answer: '`{ recoveryCodes, login: LoginResult }`; the user is told',
    },
  }),
};

/** The administration of second factors: the unit's policy and a user's reset. */
export const MFA_ADMIN_CALLS = {
  policy: defineCall({
    base: 'UC',
    family: 'security',
    method: 'GET',
    path: '/safety/mfa',
    input: unitIdQuerySchema,
    output: answer(unitMfaPolicySchema),
    summary: 'Sign-in factor policy of a unit',
    readme: {
      input: '`unitId`',
      answer:
        '`{ unitId, policy, factors, graceDays, passwordless, trustUpstreamMfa, sourceUnitId, own }` (inherited from the nearest ancestor with its own)',
    },
  }),
  savePolicy: defineCall({
    base: 'UC',
    family: 'security',
    method: 'PUT',
    path: '/safety/mfa',
    input: mfaPolicySaveSchema,
    output: answer(unitMfaPolicySchema),
    summary: 'Save the sign-in factor policy of a unit',
    readme: {
      input:
        '`{ unitId, policy: off|optional|admins|all, factors: (totp|passkey|sms)[], graceDays, passwordless?, trustUpstreamMfa?, inherit? }`',
      answer: '`UnitMfaPolicy`',
    },
  }),
  resetUser: defineCall({
    base: 'UC',
    family: 'users',
    method: 'POST',
    path: '/user/resetMfa',
    credentials: true,
    input: resetMfaRequestSchema,
    output: answer(z.null()),
    summary: "Reset a user's second factors",
    readme: {
      input: '`{ userId }`',
      answer: 'null; TOTP, recovery codes and passkeys removed, sessions end',
    },
  }),
};
