import { z } from 'zod';
import { answer, defineCall } from '../call';
import {
  checkedTokenHeadersSchema,
  iamCheckQuerySchema,
  ssoCheckQuerySchema,
  ticketQuerySchema,
  tokenAppQuerySchema,
} from '../sso';
import { loginResultSchema } from '../login-schema';

/** Token checks of single sign-on (api-contract.md §7.3), under the UC base. */
const sso = { base: 'UC', method: 'GET' } as const;

export const SSO_TOKEN_CALLS = {
  // With the hub's token a one-time code for the app, with that code the app's own session token
  // (DESIGN.md "Security model"); 54002 when the unit has not opened the app.
  check: defineCall({
    ...sso,
    family: 'public',
    path: '/sso/check',
    input: ssoCheckQuerySchema,
    headers: checkedTokenHeadersSchema,
    output: answer(z.string()),
    summary: 'Token check for an app: a new app jwtToken',
    readme: {
      input:
        '`token` (or the `Authorization` header), `appCode`, `redirect?`, `codeChallenge?`, `codeVerifier?`',
      answer:
        "with the hub's token: a one-time code `AC-…` for the app (5 minutes), bound to `codeChallenge` when given; with that code: the app session's jwtToken (the code is spent; a bound code needs its `codeVerifier`, else 40108). 54002 app closed, 40113 redirect not at the app's registered origin, 40304 an app token",
    },
  }),
  // 53012 (token unusable) and 54002 (app closed for the unit) are returned with retVal false,
  // not thrown: the route answers that envelope itself (modules/sso/sso-tokens-routes.ts).
  available: defineCall({
    ...sso,
    family: 'public',
    path: '/sso/available',
    input: tokenAppQuerySchema,
    headers: checkedTokenHeadersSchema,
    output: answer(z.boolean()),
    summary: 'Token usable for an app? 53012/54002 returned',
    readme: {
      input: '`token` (or the `Authorization` header), `appCode`',
      answer:
        '0; **53012** token unusable (unknown, expired, revoked); **54002** app closed for the unit',
    },
  }),
  // Not in the contract: how a ticket for /sso/iamCheck is obtained (README).
  ticket: defineCall({
    ...sso,
    family: 'signedIn',
    path: '/sso/ticket',
    input: ticketQuerySchema,
    output: answer(z.string()),
    summary: 'A one-time ticket for iamCheck',
    readme: {
      input: '`appCode`, `service`',
      answer:
        '(not in the contract) a one-time ticket `ST-…` for iamCheck, valid 5 minutes; `service` must be at the origin registered for the app (40113)',
    },
  }),
  iamCheck: defineCall({
    ...sso,
    family: 'public',
    path: '/sso/iamCheck',
    input: iamCheckQuerySchema,
    output: answer(loginResultSchema),
    summary: 'Redeem a ticket: login result with an app token',
    readme: {
      input: '`ticket`, `service?`, `appCode`',
      answer: '`LoginResult` with a new app token; the ticket is spent',
    },
  }),
};
