import { answer, defineCall } from '../call';
import type { LoginResult } from '../login';
import {
  iamCheckQuerySchema,
  ssoCheckQuerySchema,
  ticketQuerySchema,
  tokenAppQuerySchema,
} from '../sso';

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
    output: answer<string>(),
    summary: 'Token check for an app: a new app jwtToken',
    readme: {
      input: '`token`, `appCode`, `redirect?` (at the origin registered for the app)',
      answer: 'one-time code (hub token) or the app jwtToken (with that code)',
    },
  }),
  // 53012 (token unusable) and 54002 (app closed for the unit) are returned with retVal false,
  // not thrown: the route answers that envelope itself (routes/sso-tokens.ts).
  available: defineCall({
    ...sso,
    family: 'public',
    path: '/sso/available',
    input: tokenAppQuerySchema,
    output: answer<boolean>(),
    summary: 'Token usable for an app? 53012/54002 returned',
    readme: { input: '`token`, `appCode`', answer: 'true; or result 53012/54002 with false' },
  }),
  // Not in the contract: how a ticket for /sso/iamCheck is obtained (README).
  ticket: defineCall({
    ...sso,
    family: 'signedIn',
    path: '/sso/ticket',
    input: ticketQuerySchema,
    output: answer<string>(),
    summary: 'A one-time ticket for iamCheck',
    readme: { input: '`appCode`, `service`', answer: 'one-time ticket (string), five minutes' },
  }),
  iamCheck: defineCall({
    ...sso,
    family: 'public',
    path: '/sso/iamCheck',
    input: iamCheckQuerySchema,
    output: answer<LoginResult>(),
    summary: 'Redeem a ticket: login result with an app token',
    readme: { input: '`ticket`, `service?`, `appCode`', answer: '`LoginResult` with an app token' },
  }),
};
