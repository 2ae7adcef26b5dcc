import type { DATA_AUTH_CALLS } from '@portico/sdk/contract';
import { randomBytes } from 'node:crypto';
import { dataAuthContents, dataAuthGroups, userDataAuths } from '../../db/schema';
import type { CallFixtures } from './call-fixtures';
import type { MatrixContext } from './context';

/**
 * A data permission group of H001 alone, with one content: the demo seed's groups belong to
 * G001 and PLATFORM, which serve the other hotels too, so they would not be foreign data.
 */
async function hotelGroup({ db, ids }: MatrixContext): Promise<{ group: string; content: string }> {
  const code = `M${randomBytes(4).toString('hex')}`;
  const [group] = await db
    .insert(dataAuthGroups)
    .values({ unitId: ids.H001, code, name: 'Matrix' })
    .returning();
  const [content] = await db
    .insert(dataAuthContents)
    .values({ groupId: group!.id, code, name: 'Matrix' })
    .returning();
  return { group: group!.id, content: content!.id };
}

/** A grant of that group to a user of H001, for the update and delete rows. */
async function hotelGrant(c: MatrixContext): Promise<string> {
  const { group } = await hotelGroup(c);
  const [grant] = await c.db
    .insert(userDataAuths)
    .values({ userId: c.ids.nightaudit, unitId: c.ids.H001, groupId: group, scope: 'unit' })
    .returning();
  return grant!.id;
}

/** Matrix inputs of the custom data permission calls (api-contract.md §7.9 /customDataAuth). */
export const DATA_AUTH_FIXTURES: CallFixtures<typeof DATA_AUTH_CALLS> = {
  groups: ({ ids }) => ({ unitId: ids.H001 }),
  contents: async (c) => ({ groupId: (await hotelGroup(c)).group }),
  userAuths: ({ ids }) => ({ userId: ids.frontdesk }),
  add: async (c) => ({
    userId: c.ids.nightaudit,
    groupId: (await hotelGroup(c)).group,
    scope: 'unit',
  }),
  update: async (c) => ({ id: await hotelGrant(c), scope: 'system' }),
  delete: async (c) => ({ id: await hotelGrant(c) }),
};
