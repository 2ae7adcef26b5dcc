import { answer, defineCall } from '../call';
import {
  casLoginOptionSchema,
  changeLoginInfoRequestSchema,
  pmsLoginRequestSchema,
  ssoLoginRequestSchema,
} from '../sso';
import { z } from 'zod';
import { loginResultSchema } from '../login-schema';

/** Single sign-on and login (api-contract.md §7.3), under the UC base. */
const sso = { base: 'UC' } as const;
const none = z.object({});

export const SSO_CALLS = {
  login: defineCall({
    ...sso,
    family: 'public',
    method: 'POST',
    path: '/sso/login',
    input: ssoLoginRequestSchema,
    output: answer(loginResultSchema),
    summary: 'Sign in by unit, user code and password',
    readme: {
      input: '`{ unitCode, userCode, password, appCode?, mobileCode?, secondFactor? }`',
      answer:
        '`LoginResult`; **40121** / **40122** with `retVal: { mfaToken, factors, expiresAt }` when a second factor or its enrolment is due',
    },
  }),
  pmsLogin: defineCall({
    ...sso,
    family: 'public',
    method: 'POST',
    path: '/sso/pmsLogin',
    input: pmsLoginRequestSchema,
    output: answer(loginResultSchema),
    summary: 'Sign in by PMS account',
    readme: { input: '`{ unitCode, pmsAccount, password, appCode? }`', answer: '`LoginResult`' },
  }),
  // Re-login by token (product.md §4): fresh login info, same token, a fresh lifetime.
  reLogin: defineCall({
    ...sso,
    family: 'signedIn',
    method: 'POST',
    path: '/sso/reLogin',
    input: none,
    output: answer(loginResultSchema),
    summary: 'Login result of the session, lifetime renewed',
    readme: { input: '—', answer: '`LoginResult` of the session, same token, lifetime renewed' },
  }),
  // Unit switch (product.md §4): the new jwtToken; the old session family ends.
  changeLoginInfo: defineCall({
    ...sso,
    family: 'signedIn',
    method: 'POST',
    path: '/sso/changeLoginInfo',
    credentials: true,
    input: changeLoginInfoRequestSchema,
    output: answer(z.string()),
    summary: 'Switch unit: a new jwtToken',
    readme: {
      input: '`{ orgCode, appCode }`',
      answer: 'new jwtToken (string); the old session family ends',
    },
  }),
  // Clients ignore errors of logout (api-contract.md §7.3), so it always answers 0.
  logout: defineCall({
    ...sso,
    family: 'public',
    method: 'GET',
    path: '/sso/logout',
    // A token that is no string is ignored like none: logout never refuses.
    input: z.object({ token: z.string().optional().catch(undefined) }),
    output: answer(z.null()),
    summary: 'End the session family (errors ignored)',
    readme: {
      input: '`token?` (else the `Authorization` header)',
      answer: 'null, always 0; the session family ends',
    },
  }),
  loginByToken: defineCall({
    ...sso,
    family: 'signedIn',
    method: 'GET',
    path: '/sso/getLoginByToken',
    input: none,
    output: answer(loginResultSchema),
    summary: 'Login result of the session',
    readme: { input: '—', answer: '`LoginResult` of the current session' },
  }),
  casLoginOption: defineCall({
    ...sso,
    family: 'public',
    method: 'GET',
    path: '/sso/casLoginOption',
    input: none,
    output: answer(casLoginOptionSchema),
    summary: 'Login options of the login page',
    readme: { input: '—', answer: '`CasLoginOption` (no session)' },
  }),
};
