import {
  inputPlace,
  isAdminFamily,
  isAudited,
  methodsOf,
  type CallAccess,
  type CallDecl,
  type CallFamily,
  type CallOutput,
  type CallParsed,
  type FileAnswer,
  type RedirectAnswer,
} from '@portico/sdk/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Database } from '../db/client';
import { ok } from './envelope';
import { createRequireSession, sessionOf } from './require-session';
import type { AdminScope } from '../modules/access/admin-access';
import type { ActiveSession } from '../modules/session/session';
import { payloadOf, scopeOf } from './admin-kit';
import { requireHubSession } from '../modules/session/app-scope';
import { actorOf, audited } from '../modules/audit/audit-record';

/**
 * Who a handler is told is calling, by the declaration's family: an administrator's scope, the
 * session of a signed-in user or translator, nobody for a public call.
 */
export type CallerOf<C extends CallDecl> = C['family'] extends CallFamily
  ? AdminScope
  : C['family'] extends 'public'
    ? null
    : ActiveSession;

/**
 * What a mounted call does once its input is parsed and its caller known. The reply is there for
 * headers an envelope answer goes out with (a cookie); the body is always the declaration's.
 */
export type CallHandler<C extends CallDecl> = (
  caller: CallerOf<C>,
  input: CallParsed<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallOutput<C>>;

/**
 * A service that carries out a call for its caller, typed by the call's declaration: its input is
 * the parsed input, its answer the declared output, so neither is written a second time.
 */
export type ServiceOf<C extends CallDecl> = (
  db: Database,
  caller: CallerOf<C>,
  input: CallParsed<C>,
) => Promise<CallOutput<C>>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || Object.keys(value).length === 0;

/**
 * The fields of a request where the declaration puts them: a delete may send them as a body, and
 * a POST whose fields the contract puts in the query string may send them as a body too.
 */
function fieldsOf(call: CallDecl, request: FastifyRequest): unknown {
  const fields = placedFieldsOf(call, request);
  // Path parameters (`/org/code/:code`) are fields of the input too.
  return isEmpty(request.params)
    ? fields
    : { ...(fields as object), ...(request.params as object) };
}

function placedFieldsOf(call: CallDecl, request: FastifyRequest): unknown {
  if (call.method === 'DELETE') return payloadOf(request);
  // No body at all is an empty one: the schema then names the missing field.
  if (inputPlace(call) === 'body') return request.body ?? {};
  if (call.method !== 'GET' && isEmpty(request.query)) return request.body ?? request.query;
  return request.query;
}

async function callerOf(
  db: Database,
  request: FastifyRequest,
  access: CallAccess,
): Promise<AdminScope | ActiveSession | null> {
  if (access === 'public') return null;
  if (isAdminFamily(access)) return scopeOf(db, request, access);
  return sessionOf(request);
}

/**
 * Sends a call's answer the way its declaration says: the envelope, plain JSON, or a file's
 * bytes with its headers (nosniff always: the type is the one the server chose), or a redirect.
 */
function send(call: CallDecl, reply: FastifyReply, answer: unknown): unknown {
  if (call.answers === 'json') return answer;
  if (call.answers === 'file') {
    const file = answer as FileAnswer;
    return reply.headers(file.headers).header('X-Content-Type-Options', 'nosniff').send(file.body);
  }
  if (call.answers === 'redirect') {
    const { location, headers = {} } = answer as RedirectAnswer;
    return reply.headers(headers).redirect(location, 303);
  }
  return ok(answer);
}

/**
 * Mounts a declared call under the plugin's prefix (its base). Every call but a public one needs
 * a session (50001 otherwise; a plugin's own session hook is not repeated). A call declared
 * `credentials` then needs a hub session (40305 to an app session, before its input is even
 * read). Then the input is parsed with the declaration's schema (a bad value is 40001 naming the field, whoever asks),
 * then an administration call takes the caller's scope for its family (40301 when they
 * administer nothing), and the answer goes out in the envelope (or as plain JSON or a file's
 * bytes, by the declaration's `answers`; an `upload` call's handler reads the parsed multipart
 * body, its plugin registering the parser). PUT also answers POST and
 * DELETE also answers POST (api-contract.md §7.1). The OpenAPI entry is written from the same
 * declaration (openapi/call-docs.ts). A call that writes the platform's records runs in one
 * transaction with its audit record (modules/audit/audit-record.ts).
 */
export function mountCall<C extends CallDecl>(
  app: FastifyInstance,
  db: Database,
  call: C,
  handler: CallHandler<C>,
): void {
  const requireSession = createRequireSession(db);
  app.route({
    method: methodsOf(call),
    url: call.path,
    ...(call.family === 'public'
      ? {}
      : {
          preHandler: async function (this: FastifyInstance, request, reply) {
            if (!request.auth) await requireSession.call(this, request, reply);
          } satisfies preHandlerAsyncHookHandler,
        }),
    handler: async (request, reply) => {
      if (call.credentials) requireHubSession(sessionOf(request));
      const input = call.input.parse(fieldsOf(call, request)) as CallParsed<C>;
      const caller = (await callerOf(db, request, call.family)) as CallerOf<C>;
      const run = () => handler(caller, input, request, reply);
      // A write of the platform's records leaves one audit record, in its own transaction.
      const answer = isAudited(call)
        ? await audited(db, call, input, actorOf(request, request.auth ?? null), run)
        : await run();
      return send(call, reply, answer);
    },
  });
}

/** The handlers of one domain's declarations, one per call: a missing handler fails tsc. */
export type CallHandlers<D extends Record<string, CallDecl>> = {
  [K in keyof D]: CallHandler<D[K]>;
};

/** Mounts every call of a domain with its handler. */
export function mountCalls<D extends Record<string, CallDecl>>(
  app: FastifyInstance,
  db: Database,
  calls: D,
  handlers: CallHandlers<D>,
): void {
  for (const name of Object.keys(calls) as (keyof D)[]) {
    mountCall(app, db, calls[name], handlers[name]);
  }
}
