import { idRequestSchema } from '@portico/sdk/contract';
import { bodyDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/** The user administration calls added after docs-admin.ts (issue 8 item 4: lock). */
export const ADMIN_USER_DOCS: RouteDocs = {
  'POST /uc/user/lock': bodyDoc(
    'Lock an account until an administrator unlocks it',
    idRequestSchema,
  ),
};
