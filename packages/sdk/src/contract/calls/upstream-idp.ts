import { z } from 'zod';
import {
  upstreamIdpInputSchema,
  upstreamIdpUnitSchema,
  upstreamIdpViewSchema,
  upstreamLinkInputSchema,
  upstreamLinkViewSchema,
  upstreamUnlinkSchema,
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
  links: defineCall({
    ...upstream,
    method: 'GET',
    path: '/safety/upstreamIdp/links',
    input: upstreamIdpUnitSchema,
    output: answer(z.array(upstreamLinkViewSchema)),
    summary: "A unit's linked corporate identities",
    readme: {
      input: '`unitId`',
      answer: '`UpstreamLinkView[]` (user, `subject`, `linkedBy`, last sign-in)',
    },
  }),
  link: defineCall({
    ...upstream,
    method: 'PUT',
    path: '/safety/upstreamIdp/link',
    input: upstreamLinkInputSchema,
    output: answer(upstreamLinkViewSchema),
    summary: 'Link a corporate identity (its subject) to a user of the unit',
    readme: {
      input: "`{ unitId, userCode, subject }` (the `sub` at the unit's provider)",
      answer: '`UpstreamLinkView`; a subject or user already linked is refused',
    },
  }),
  unlink: defineCall({
    ...upstream,
    method: 'DELETE',
    path: '/safety/upstreamIdp/unlink',
    input: upstreamUnlinkSchema,
    output: answer(z.null()),
    summary: 'Remove a link between a corporate identity and a user',
    readme: { input: '`{ unitId, id }`', answer: 'null' },
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
