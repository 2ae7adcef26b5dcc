import { z } from 'zod';
import { oidcAppCodeSchema, oidcClientInputSchema, oidcClientViewSchema } from '../admin-oidc';
import { answer, defineCall } from '../call';

/**
 * An application's OpenID Connect client settings (server README "OpenID Connect"), under the UC
 * base with the authorization of the other application settings: platform administrators only.
 */
const oidc = { base: 'UC', family: 'apps' } as const;

export const OIDC_CLIENT_CALLS = {
  get: defineCall({
    ...oidc,
    method: 'GET',
    path: '/apply/oidc',
    input: oidcAppCodeSchema,
    output: answer(oidcClientViewSchema.nullable()),
    summary: "An application's OpenID Connect client settings",
    readme: { input: '`appCode`', answer: 'the settings (never the secret), or null' },
  }),
  save: defineCall({
    ...oidc,
    method: 'PUT',
    path: '/apply/oidc',
    input: oidcClientInputSchema,
    output: answer(oidcClientViewSchema),
    summary: "Add or change an application's OpenID Connect client",
    readme: {
      input:
        '`{ appCode, public?, redirectUris, postLogoutRedirectUris?, scopes?, backchannelLogoutUri? }`',
      answer: "the settings; a new confidential client's `clientSecret`, shown once",
    },
  }),
  rotateSecret: defineCall({
    ...oidc,
    method: 'POST',
    path: '/apply/oidc/rotateSecret',
    input: oidcAppCodeSchema,
    output: answer(oidcClientViewSchema),
    summary: "Replace a confidential client's secret",
    readme: {
      input: '`{ appCode }`',
      answer: 'a new `clientSecret`, shown once; the old one stops at once',
    },
  }),
  delete: defineCall({
    ...oidc,
    method: 'DELETE',
    path: '/apply/oidc/delete',
    input: oidcAppCodeSchema,
    output: answer(z.null()),
    summary: "Remove an application's OpenID Connect client",
    readme: { input: '`{ appCode }`', answer: 'null' },
  }),
};
