import { answer, defineCall } from '../call';
import { z } from 'zod';
import { loginResultSchema } from '../login-schema';
import { idSchema } from '../admin-common';

/**
 * Passkeys (WebAuthn): the signed-in user's own passkeys under /self/mfa, and signing in with
 * one under /sso/login, as the second factor (with the `mfaToken` of the sign-in) or, where the
 * unit allows it, alone. The browser's answers travel as @simplewebauthn/browser gives them.
 */
const self = { base: 'UC', family: 'signedIn' } as const;
const sso = { base: 'UC', family: 'public' } as const;

/** What a browser's WebAuthn answer looks like (the server verifies the rest). */
const credentialResponseSchema = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** The name its owner gives a passkey ("Work laptop"), 1–64 characters. */
export const passkeyNameSchema = z.string().trim().min(1).max(64);

/** A passkey as its owner sees it: never the key itself. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  transports: z.array(z.string()),
  /** `multiDevice`: a synced passkey; `singleDevice`: bound to one authenticator. */
  deviceType: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
/** A passkey as its owner sees it. */
export type Passkey = z.output<typeof passkeySchema>;

/** WebAuthn options JSON, handed to the browser as is (`startRegistration`/`startAuthentication`). */
const optionsSchema = z.record(z.string(), z.unknown());

const mfaTokenSchema = z.string().min(1).max(512).optional();
/** The token of an "enrolment due" answer (40122), which a passkey enrolment spends. */
const enrolTokenSchema = z.string().trim().min(1, 'validation.mfa.tokenRequired').max(512);

/**
 * The passkey calls: the signed-in user's own passkeys (register, list, rename, remove) and the
 * sign-in with one (passwordless, or as the second factor with an mfaToken).
 */
export const PASSKEY_CALLS = {
  registrationOptions: defineCall({
    ...self,
    method: 'POST',
    path: '/self/mfa/passkey/options',
    credentials: true,
    input: z.object({}),
    output: answer(optionsSchema),
    summary: 'Options to register a passkey',
    readme: {
      input: '—',
      answer:
        'WebAuthn creation options (resident key and user verification preferred); **40125** when the session has no recent verification (POST /self/verify)',
    },
  }),
  register: defineCall({
    ...self,
    method: 'POST',
    path: '/self/mfa/passkey',
    credentials: true,
    input: z.object({ name: passkeyNameSchema, response: credentialResponseSchema }),
    output: answer(passkeySchema),
    summary: 'Register a passkey',
    readme: {
      input: '`{ name, response }`',
      answer: '`Passkey`; **40125** without a recent verification; the user is told',
    },
  }),
  list: defineCall({
    ...self,
    method: 'GET',
    path: '/self/mfa/passkeys',
    input: z.object({}),
    output: answer(z.array(passkeySchema)),
    summary: 'The own passkeys',
    readme: { input: '—', answer: '`Passkey[]`, oldest first' },
  }),
  rename: defineCall({
    ...self,
    method: 'PUT',
    path: '/self/mfa/passkey/:id',
    credentials: true,
    input: z.object({ id: idSchema, name: passkeyNameSchema }),
    output: answer(passkeySchema),
    summary: 'Rename an own passkey',
    readme: { input: '`:id`, `{ name }`', answer: '`Passkey`' },
  }),
  remove: defineCall({
    ...self,
    method: 'DELETE',
    path: '/self/mfa/passkey/:id',
    credentials: true,
    // The password travels in the body, never in an address that logs keep.
    place: 'body',
    // POST of this path renames (the PUT's alias).
    alias: false,
    input: z.object({ id: idSchema, password: z.string().min(1).max(256) }),
    output: answer(z.null()),
    summary: 'Remove an own passkey',
    readme: { input: '`:id`, `password` (the current one)', answer: 'null' },
  }),
  loginOptions: defineCall({
    ...sso,
    method: 'POST',
    path: '/sso/login/passkey/options',
    input: z.object({ mfaToken: mfaTokenSchema }),
    output: answer(optionsSchema),
    summary: 'Options to sign in with a passkey',
    readme: {
      input: '`{ mfaToken? }`',
      answer: 'WebAuthn request options: the user’s passkeys with a token, discoverable without',
    },
  }),
  login: defineCall({
    ...sso,
    method: 'POST',
    path: '/sso/login/passkey',
    input: z.object({ response: credentialResponseSchema, mfaToken: mfaTokenSchema }),
    output: answer(loginResultSchema),
    summary: 'Sign in with a passkey',
    readme: {
      input: '`{ response, mfaToken? }`',
      answer: '`LoginResult`; without `mfaToken` only where the unit allows passwordless',
    },
  }),
  enrolOptions: defineCall({
    ...sso,
    method: 'POST',
    path: '/sso/login/mfa/passkey/options',
    input: z.object({ mfaToken: enrolTokenSchema }),
    output: answer(optionsSchema),
    summary: 'Enrolment forced at sign-in: options to register a passkey',
    readme: {
      input: '`{ mfaToken }` (the token of a 40122 answer whose `factors` name `passkey`)',
      answer: 'WebAuthn creation options for the token’s user',
    },
  }),
  enrol: defineCall({
    ...sso,
    method: 'POST',
    path: '/sso/login/mfa/passkey',
    input: z.object({
      mfaToken: enrolTokenSchema,
      name: passkeyNameSchema,
      response: credentialResponseSchema,
    }),
    output: answer(loginResultSchema),
    summary: 'Enrolment forced at sign-in: register a passkey and sign in',
    readme: {
      input: '`{ mfaToken, name, response }`',
      answer:
        '`LoginResult`: the passkey is the new factor and the sign-in finishes; the user is told',
    },
  }),
};
