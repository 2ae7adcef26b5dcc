import { answer, defineCall } from '../call';
import {
  checkOverwriteRequestSchema,
  consentLoginRequestSchema,
  overwriteCheckSchema,
} from '../login-check';
import { loginResultSchema } from '../login-schema';

/**
 * Sign-in with consent (api-contract.md §7.3, payloads designed in contract/login-check.ts), under
 * the UC base: the login page asks whether signing in would end the account's session elsewhere,
 * and signs in with the user's consent. No session needed.
 */
const login = { base: 'UC', method: 'POST', family: 'public' } as const;

export const LOGIN_CALLS = {
  checkOverwrite: defineCall({
    ...login,
    path: '/login/checkOverwrite',
    input: checkOverwriteRequestSchema,
    output: answer(overwriteCheckSchema),
    summary: 'Would signing in end a session elsewhere?',
    readme: {
      input: 'body as `/sso/login`',
      answer:
        '`{ overwrite, session: { time, ip } | null }`: would signing in end a session elsewhere (repeat-login policy)?',
    },
  }),
  login: defineCall({
    ...login,
    path: '/login',
    input: consentLoginRequestSchema,
    output: answer(loginResultSchema),
    summary: 'Sign in; ends a session elsewhere only with overwrite: true (else 52101)',
    readme: {
      input: 'body as `/sso/login` + `overwrite?`',
      answer:
        '`LoginResult`; **52101** with `retVal` as above when it would end a session and `overwrite` is not true',
    },
  }),
};
