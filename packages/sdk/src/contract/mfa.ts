import { z } from 'zod';
import { idSchema } from './admin-common';
import { loginResultSchema } from './login-schema';

/**
 * Second factors (TOTP, passkeys, the unit's SMS validation) and the per-unit policy that asks for
 * them. A sign-in whose factor is due answers `UcCode.MFA_REQUIRED` (or `MFA_ENROLMENT_REQUIRED`
 * when the user has none yet and the grace period is over) with `retVal: MfaChallenge`; the
 * factor is then posted with its `mfaToken` and the answer is the normal login result.
 */

/** The factors a unit may count: an authenticator app, a passkey, the SMS validation. */
export const MFA_FACTORS = ['totp', 'passkey', 'sms'] as const;
/** One factor a unit may count. */
export const mfaFactorSchema = z.enum(MFA_FACTORS);
/** A factor a unit may count: `totp`, `passkey` or `sms`. */
export type MfaFactor = z.output<typeof mfaFactorSchema>;

/** Off, optional, required for the unit's administrators, required for everyone. */
export const MFA_POLICIES = ['off', 'optional', 'admins', 'all'] as const;
/** How strict a unit's policy is. */
export const mfaPolicyKindSchema = z.enum(MFA_POLICIES);
/** A unit's policy: `off`, `optional`, `admins` or `all`. */
export type MfaPolicyKind = z.output<typeof mfaPolicyKindSchema>;

/** The longest grace period, in days, a unit may give users without a factor. */
export const MFA_MAX_GRACE_DAYS = 365;

/** A unit's sign-in factor policy. */
export const mfaPolicySchema = z.object({
  unitId: idSchema,
  policy: mfaPolicyKindSchema,
  /** Which factors count; at least one. */
  factors: z.array(mfaFactorSchema).min(1, 'validation.mfa.factorsRequired'),
  /** Days, from when the policy first applied to a user, before enrolment is forced. */
  graceDays: z.number().int().min(0).max(MFA_MAX_GRACE_DAYS),
  /** Users of the unit may sign in with a passkey alone, without the password. */
  passwordless: z.boolean(),
  /** A sign-in through the unit's upstream identity provider whose `amr` shows MFA needs none here. */
  trustUpstreamMfa: z.boolean(),
});
/** A unit's sign-in factor policy. */
export type MfaPolicy = z.output<typeof mfaPolicySchema>;

/** PUT {UC}/safety/mfa: the policy; `inherit: true` drops the unit's own and takes the parent's. */
export const mfaPolicySaveSchema = mfaPolicySchema.extend({
  passwordless: z.boolean().optional(),
  trustUpstreamMfa: z.boolean().optional(),
  inherit: z.boolean().optional(),
});
/** The body of PUT /safety/mfa. */
export type MfaPolicySave = z.input<typeof mfaPolicySaveSchema>;

/** GET {UC}/safety/mfa: the unit's effective policy and where it comes from. */
export const unitMfaPolicySchema = mfaPolicySchema.extend({
  /** The unit whose policy applies: this unit, an ancestor, or null for the default (off). */
  sourceUnitId: z.string().nullable(),
  /** The unit set its own policy (false: inherited or the default). */
  own: z.boolean(),
});
/** A unit's effective policy and where it comes from (GET /safety/mfa). */
export type UnitMfaPolicy = z.output<typeof unitMfaPolicySchema>;

/** The `retVal` of MFA_REQUIRED and MFA_ENROLMENT_REQUIRED. */
export const mfaChallengeSchema = z.object({
  /** Short-lived and single-use; redeemed by the factor calls of the answer's code only. */
  mfaToken: z.string(),
  /**
   * MFA_REQUIRED: the factors the user may prove now (recovery codes go with `totp`);
   * MFA_ENROLMENT_REQUIRED: the factors the user may enrol.
   */
  factors: z.array(mfaFactorSchema),
  /**
   * MFA_REQUIRED: the user has unused recovery codes, so a recovery code may stand in for the
   * authenticator's code. Absent or false: none left to offer.
   */
  recovery: z.boolean().optional(),
  /** ISO date-time after which the token is refused. */
  expiresAt: z.string(),
});
/** The `retVal` of a sign-in held at its second factor (40121) or its enrolment (40122). */
export type MfaChallenge = z.output<typeof mfaChallengeSchema>;

/** A six-digit TOTP code or a recovery code (`xxxxx-xxxxx`); spaces and dashes are ignored. */
export const mfaCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.mfa.codeRequired')
  .max(32, 'validation.mfa.codeMalformed');

const mfaTokenSchema = z.string().trim().min(1, 'validation.mfa.tokenRequired').max(128);

/**
 * What the code of POST /sso/login/mfa is: `code` (the default) a TOTP or recovery code, `sms`
 * the code POST /sso/login/mfa/sms sent to the user's mobile.
 */
export const MFA_CODE_KINDS = ['code', 'sms'] as const;

/** POST {UC}/sso/login/mfa. */
export const mfaLoginRequestSchema = z.object({
  mfaToken: mfaTokenSchema,
  code: mfaCodeSchema,
  factor: z.enum(MFA_CODE_KINDS).optional(),
});
/** The body of POST /sso/login/mfa. */
export type MfaLoginRequest = z.input<typeof mfaLoginRequestSchema>;

/** POST {UC}/sso/login/mfa/sms: a code by SMS for a sign-in whose factors name `sms`. */
export const mfaSmsRequestSchema = z.object({ mfaToken: mfaTokenSchema });
/** The body of POST /sso/login/mfa/sms. */
export type MfaSmsRequest = z.input<typeof mfaSmsRequestSchema>;

/** A sign-in code sent by SMS: to which number (masked) and when another may be asked for. */
export const mfaSmsSentSchema = z.object({
  /** The mobile number, all but its last four digits masked. */
  mobile: z.string(),
  /** Seconds before another code may be sent. */
  resendSeconds: z.number().int(),
});
/** The answer of POST /sso/login/mfa/sms. */
export type MfaSmsSent = z.output<typeof mfaSmsSentSchema>;

/** POST {UC}/sso/login/mfa/totp: an enrolment forced at sign-in, with the token of 40122. */
export const mfaEnrolRequestSchema = z.object({ mfaToken: mfaTokenSchema });
/** The body of POST /sso/login/mfa/totp. */
export type MfaEnrolRequest = z.input<typeof mfaEnrolRequestSchema>;

/** POST {UC}/sso/login/mfa/totp/confirm. */
export const mfaEnrolConfirmRequestSchema = z.object({
  mfaToken: mfaTokenSchema,
  code: mfaCodeSchema,
});
/** The body of POST /sso/login/mfa/totp/confirm. */
export type MfaEnrolConfirmRequest = z.input<typeof mfaEnrolConfirmRequestSchema>;

/** An enrolment started: the secret (base32) and the URI an authenticator app reads as QR code. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
/** A started TOTP enrolment: the secret and the `otpauth://` URI for the QR code. */
export type TotpEnrolment = z.output<typeof totpEnrolmentSchema>;

/** POST {UC}/self/mfa/totp/confirm. */
export const totpConfirmRequestSchema = z.object({ code: mfaCodeSchema });
/** The body of POST /self/mfa/totp/confirm. */
export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;

/** The ten recovery codes, shown once (only their hashes are kept). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** Ten recovery codes, shown once. */
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** A forced enrolment confirmed: the recovery codes and the sign-in it completes. */
export const mfaEnrolLoginSchema = recoveryCodesSchema.extend({ login: loginResultSchema });
/** A forced enrolment confirmed: the recovery codes and the login result. */
export type MfaEnrolLogin = z.output<typeof mfaEnrolLoginSchema>;

/** DELETE {UC}/self/mfa/totp: the current password. */
export const totpRemoveRequestSchema = z.object({
  password: z.string().min(1, 'validation.login.passwordRequired').max(128),
});
/** The body of DELETE /self/mfa/totp. */
export type TotpRemoveRequest = z.input<typeof totpRemoveRequestSchema>;

/**
 * POST {UC}/self/verify: the current password, or a current code of the user's authenticator
 * app, which renews the session's recent verification. Exactly one of the two.
 */
export const selfVerifyRequestSchema = z
  .object({
    password: z.string().min(1, 'validation.login.passwordRequired').max(128).optional(),
    code: mfaCodeSchema.optional(),
  })
  .refine(
    (input) => (input.password === undefined) !== (input.code === undefined),
    'validation.mfa.passwordOrCode',
  );
/** The body of POST /self/verify. */
export type SelfVerifyRequest = z.input<typeof selfVerifyRequestSchema>;

/** The answer of POST /self/verify: until when factors may be added without asking again. */
export const selfVerifiedSchema = z.object({ verifiedUntil: z.string() });
/** The answer of POST /self/verify. */
export type SelfVerified = z.output<typeof selfVerifiedSchema>;

/** GET {UC}/self/mfa: what the signed-in user has and what the policy asks of them. */
export const selfMfaStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  /** The unit validates sign-ins by SMS and the user has a mobile number. */
  sms: z.boolean(),
  /** The policy of the user's unit. */
  policy: mfaPolicyKindSchema,
  /** The factors that count in the unit. */
  factors: z.array(mfaFactorSchema),
  /** The policy requires a second factor of this user. */
  required: z.boolean(),
  /** When required and none is enrolled: ISO date-time from which enrolment is forced. */
  enrolBy: z.string().nullable(),
});
/** The signed-in user's factors and what the policy asks of them (GET /self/mfa). */
export type SelfMfaStatus = z.output<typeof selfMfaStatusSchema>;

/** POST {UC}/user/resetMfa. */
export const resetMfaRequestSchema = z.object({ userId: idSchema });
/** The body of POST /user/resetMfa. */
export type ResetMfaRequest = z.input<typeof resetMfaRequestSchema>;
