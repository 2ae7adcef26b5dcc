import { SELF_SESSION_CALLS, USER_SESSION_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireSessionFor } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { visibleUser } from '../users/admin-users';
import { requireHubSession } from './app-scope';
import { rootOf } from './session';
import { endOtherFamilies, endSessionFamily, listSessionFamilies } from './session-families';

/** The signed-in user's own sessions and devices, under the UC base. */
export const selfSessionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, SELF_SESSION_CALLS, {
    list: (session) => listSessionFamilies(db, session.user.id, rootOf(session)),
    end: async (session, { sessionId }) => {
      // An app session may sign its own sign-in out; the user's other sign-ins are the hub's.
      if (sessionId !== rootOf(session)) requireHubSession(session);
      await endSessionFamily(db, session.user.id, sessionId, 'logout');
      return null;
    },
    endOthers: async (session) => {
      requireHubSession(session);
      await endOtherFamilies(db, session.user.id, rootOf(session));
      return null;
    },
  });
};

/** An administrator's view of a user's sessions: the users family's scope, like every user call. */
export const userSessionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, USER_SESSION_CALLS, {
    list: async (caller, { userId }) => {
      const user = await visibleUser(db, caller, userId);
      return listSessionFamilies(db, user.id, rootOf(caller.session));
    },
    end: async (caller, { userId, sessionId }) => {
      const user = await visibleUser(db, caller, userId);
      await endSessionFamily(db, user.id, sessionId, 'admin');
      return null;
    },
  });
};
