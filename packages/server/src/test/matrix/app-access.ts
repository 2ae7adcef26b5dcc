import type { APP_ACCESS_CALLS } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { menus } from '../../db/schema';
import type { CallFixture } from './call-fixtures';

/** Matrix input of the resource diagnosis: why frontdesk of H001 holds a UC menu, or not. */
export const DIAGNOSIS_FIXTURE: CallFixture<typeof APP_ACCESS_CALLS.diagnosis> = async ({ db }) => {
  const [menu] = await db.select().from(menus).where(eq(menus.identity, 'UC_REPORTS'));
  return { resourceId: menu!.id, unitCode: 'H001', userCode: 'frontdesk' };
};
