import { z } from 'zod';
import { upstreamFinishSchema } from '../admin-upstream-idp';
import { answer, defineCall, redirectAnswerSchema } from '../call';
import { loginResultSchema } from '../login-schema';

/**
 * The browser's steps of a sign-in through a unit's corporate identity provider (server README
 * "Upstream identity providers"), under the UC base. Any bad or missing value sends the browser
 * back to the sign-in page with `upstreamError`, so the fields never fail parsing: the flow
 * checks them.
 */
const loose = z.string().optional().catch(undefined);
const browser = { base: 'UC', family: 'public', method: 'GET', answers: 'redirect' } as const;

export const UPSTREAM_SIGN_IN_CALLS = {
  start: defineCall({
    ...browser,
    path: '/sso/upstream/start',
    input: z.object({ unitCode: loose, oidc: loose }),
    output: answer(redirectAnswerSchema),
    summary: "Sign in through the unit's corporate identity provider (a redirect there)",
    readme: {
      input: '`unitCode`, `oidc?` (an OpenID sign-in waiting)',
      answer: "303 to the unit's provider, with the binding cookie",
    },
  }),
  callback: defineCall({
    ...browser,
    path: '/sso/upstream/callback',
    input: z.object({ code: loose, state: loose, error: loose }),
    output: answer(redirectAnswerSchema),
    summary: 'The corporate provider answers here (a redirect to the sign-in page)',
    readme: {
      input: "the provider's `code`, `state` or `error`",
      answer: '303 to `/sso?upstream=` (the hand-off) or `?upstreamError=`',
    },
  }), // The sign-in page spends the hand-off (an envelope; the binding cookie is cleared).
  finish: defineCall({
    base: 'UC',
    family: 'public',
    method: 'POST',
    path: '/sso/upstream/finish',
    input: upstreamFinishSchema,
    output: answer(loginResultSchema),
    summary: 'Spend the corporate sign-in hand-off: the login result',
    readme: {
      input:
        '`{ code, userCode?, password? }` (the hand-off of `?upstream=`; the credentials link an identity not linked yet)',
      answer:
        'the answer of `/sso/login`, or its refusal (40101 with `retVal.linkNeeded` for an identity not linked yet)',
    },
  }),
};
