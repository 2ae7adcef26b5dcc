import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { adminScope, type AdminFamily, type AdminScope } from '../services/admin-access';

/** Helpers shared by the administration route families (admin-*.ts). */

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

type Run<S extends z.ZodType> = (caller: AdminScope, input: z.output<S>) => Promise<unknown>;

/**
 * The calls of one family, one line each: the input is parsed with its SDK schema first (a bad
 * value is 40001 naming the field, whoever asks), then the caller's scope for the family is taken
 * (40301 when they administer nothing), then the service's answer goes out in the envelope.
 */
export function adminCalls(app: FastifyInstance, db: Database, family: AdminFamily) {
  const handler =
    <S extends z.ZodType>(schema: S, from: (request: FastifyRequest) => unknown, run: Run<S>) =>
    async (request: FastifyRequest) => {
      const input = schema.parse(from(request));
      return ok(await run(await scopeOf(db, request, family), input));
    };
  const query = (request: FastifyRequest) => request.query;
  const body = (request: FastifyRequest) => request.body;
  return {
    /** GET, fields in the query string. */
    get<S extends z.ZodType>(url: string, schema: S, run: Run<S>) {
      app.get(url, handler(schema, query, run));
    },
    /** POST, fields in the JSON body. */
    post<S extends z.ZodType>(url: string, schema: S, run: Run<S>) {
      app.post(url, handler(schema, body, run));
    },
    /** PUT or POST, fields in the JSON body. */
    put<S extends z.ZodType>(url: string, schema: S, run: Run<S>) {
      putOrPost(app, url, handler(schema, body, run));
    },
    /** DELETE or POST, fields in the query or the body; answers null. */
    remove<S extends z.ZodType>(url: string, schema: S, run: Run<S>) {
      const removed: Run<S> = async (caller, input) => {
        await run(caller, input);
        return null;
      };
      deleteOrPost(app, url, handler(schema, payloadOf, removed));
    },
  };
}
