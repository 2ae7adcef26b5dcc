import { z } from 'zod';
import {
  upstreamIdpInputSchema,
  upstreamIdpUnitSchema,
  upstreamIdpViewSchema,
} from '../admin-upstream-idp';
import { answer, defineCall } from '../call';

/**
 * A unit's corporate OpenID Connect identity provider (server README "Upstream identity
 * providers"), under the UC base with the authorization of the unit's security settings.
 */
const upstream = { base: 'UC', family: 'security' } as const;

export const UPSTREAM_IDP_CALLS = {
  get: defineCall({
    ...upstream,
    method: 'GET',
    path: '/safety/upstreamIdp',
    input: upstreamIdpUnitSchema,
    output: answer(upstreamIdpViewSchema.nullable()),
    summary: "A unit's upstream identity provider",
    readme: { input: '`unitId`', answer: 'the settings (never the secret), or null' },
  }),
  save: defineCall({
    ...upstream,
    method: 'PUT',
    path: '/safety/upstreamIdp',
    input: upstreamIdpInputSchema,
    output: answer(upstreamIdpViewSchema),
    summary: "Set a unit's upstream identity provider",
    readme: {
      input:
        '`{ unitId, issuer, clientId, clientSecret? (omitted: kept), userCodeClaim?, createAccounts?, enabled? }`',
      answer: '`UpstreamIdpView` (`hasSecret`, `redirectUri` to register at the provider)',
    },
  }),
  delete: defineCall({
    ...upstream,
    method: 'DELETE',
    path: '/safety/upstreamIdp/delete',
    input: upstreamIdpUnitSchema,
    output: answer(z.null()),
    summary: "Remove a unit's upstream identity provider",
    readme: { input: '`{ unitId }`', answer: 'null' },
  }),
};
