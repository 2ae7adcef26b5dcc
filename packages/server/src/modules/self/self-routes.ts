import { SELF_CALLS, type CallParsed } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { localeOf } from '../../http/locale';
import {
  bindEmail,
  cancelFirstLoginChange,
  sendEmailBindingCode,
  updateUserPassword,
} from './account';
import { authTree, type AuthTreeKind } from '../menus/menu-tree';
import {
  backgroundUnit,
  possibleLoginUnits,
  resolveSubject,
  unitForRead,
  userAuthInfo,
} from './user-info';
import type { ActiveSession } from '../session/session';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * The signed-in user's own account (api-contract.md §7.4), mounted under the UC base; declared
 * in the SDK's contract/calls/self.ts.
 */
export const usersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  const treeOf = (kind: AuthTreeKind) => (session: ActiveSession, query: TreeQuery) =>
    permissionTree(db, session, query, kind);
  mountCalls(app, db, SELF_CALLS, {
    // The contract sends both passwords in the query string.
    updatePassword: async (session, query) => {
      await updateUserPassword(db, session, query);
      return null;
    },
    emailResetCode: async (session, input, request) => {
      await sendEmailBindingCode(db, mailer, session, input, localeOf(request));
      return null;
    },
    resetEmail: async (session, input, request) => {
      await bindEmail(db, mailer, session, input, localeOf(request));
      return null;
    },
    passwordChangeCanceled: async (session) => {
      await cancelFirstLoginChange(db, session);
      return null;
    },
    possibleLoginUnits: (session, { search }) =>
      possibleLoginUnits(db, session, search || undefined),
    backgroundUnit: (session) => backgroundUnit(db, session),
    menuTree: treeOf('menu'),
    reportTree: treeOf('REPORT'),
    operationTree: treeOf('OPERATION'),
    authInfo: (session, query) => userAuthInfo(db, session, query),
  });
};

type TreeQuery = CallParsed<typeof SELF_CALLS.menuTree>;

/** A permission tree of the caller, or of the user `userCode`, in a unit (the session's). */
async function permissionTree(
  db: Database,
  session: ActiveSession,
  query: TreeQuery,
  kind: AuthTreeKind,
) {
  const { user, unit } = await resolveSubject(db, session, {
    userCode: query.userCode || undefined,
    unit: await unitForRead(db, undefined, query.organizationUnitId || undefined),
  });
  return authTree(db, user, unit.id, query.appCode, kind, query.filterHasOrigin);
}
