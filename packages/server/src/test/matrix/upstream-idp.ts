import type { UPSTREAM_IDP_CALLS } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { upstreamIdentities } from '../../db/schema';
import type { CallFixtures } from './call-fixtures';

/**
 * Matrix inputs of a unit's upstream identity provider (server README "Upstream identity
 * providers"): the unit's security settings' authorization, so another unit gets 40401. The
 * issuer is a public address literal: the save resolves the host (no name lookup needed here) and
 * connects to nothing; the links rows run after the save, the delete last.
 */
export const UPSTREAM_IDP_FIXTURES: CallFixtures<typeof UPSTREAM_IDP_CALLS> = {
  get: ({ ids }) => ({ unitId: ids.H001 }),
  save: ({ ids }) => ({
    unitId: ids.H001,
    issuer: 'https://93.184.215.14',
    clientId: 'portico',
    clientSecret: 'matrix-secret',
  }),
  links: ({ ids }) => ({ unitId: ids.H001 }),
  link: ({ ids }) => ({ unitId: ids.H001, userCode: 'frontdesk', subject: 'matrix-subject' }),
  unlink: async ({ ids, db }) => {
    const [link] = await db
      .select({ id: upstreamIdentities.id })
      .from(upstreamIdentities)
      .where(
        and(
          eq(upstreamIdentities.unitId, ids.H001),
          eq(upstreamIdentities.subject, 'matrix-subject'),
        ),
      );
    return { unitId: ids.H001, id: link?.id ?? '00000000-0000-4000-8000-000000000000' };
  },
  delete: ({ ids }) => ({ unitId: ids.H001 }),
};
