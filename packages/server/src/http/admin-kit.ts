import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { createRequireSession, sessionOf } from './require-session';
import { adminScope, type AdminFamily, type AdminScope } from '../modules/access/admin-access';

/** Helpers shared by the administration route families (admin-*.ts, mount-call.ts). */

type Handler = (request: FastifyRequest) => Promise<unknown>;

/**
 * Every administration call needs a session (50001 otherwise, api-contract.md §8). A NUL in the
 * input never gets this far: http/input-guard.ts refuses it for every route.
 */
export function requireSessionFor(app: FastifyInstance, db: Database): void {
  app.addHook('preHandler', createRequireSession(db));
}

/** Clients send PUT to the UC base as POST (api-contract.md §7.1): both are accepted. */
export function putOrPost(app: FastifyInstance, url: string, handler: Handler): void {
  app.route({ method: ['PUT', 'POST'], url, handler });
}

/** Deletes as DELETE (id in the query or body) or as POST with a body. */
export function deleteOrPost(app: FastifyInstance, url: string, handler: Handler): void {
  app.route({ method: ['DELETE', 'POST'], url, handler });
}

/** The body, or the query string when there is none (a DELETE with `?id=`). */
export function payloadOf(request: FastifyRequest): unknown {
  return request.body !== undefined ? request.body : request.query;
}

/** The caller's scope for a family (40301 when they administer nothing). */
export function scopeOf(db: Database, request: FastifyRequest, family: AdminFamily) {
  return adminScope(db, sessionOf(request), family);
}

/** The unit a call is about: `unitId` when given, else the session unit. */
export function unitIdOr(scope: AdminScope, unitId: string | undefined): string {
  return unitId ?? scope.session.unit.id;
}
