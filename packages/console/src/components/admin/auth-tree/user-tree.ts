import { callApi, SELF_CALLS, type AuthTreeNode } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/** The three permission trees of an app, as the user's tree calls name them. */
export type UserTreeKind = 'menu' | 'report' | 'operation';

const TREE_CALLS = {
  menu: SELF_CALLS.menuTree,
  report: SELF_CALLS.reportTree,
  operation: SELF_CALLS.operationTree,
} satisfies Record<UserTreeKind, unknown>;

/**
 * GET {UC}/user/{menu,report,operation}Tree: every node of the app, marked for the user in the
 * unit (the user permission editors and the resource diagnosis).
 */
export function fetchUserTree(
  kind: UserTreeKind,
  user: { userCode: string; unitId: string },
  appCode: string,
): Promise<AuthTreeNode[]> {
  return callApi(portico.http, TREE_CALLS[kind], {
    appCode,
    organizationUnitId: user.unitId,
    userCode: user.userCode,
  });
}
