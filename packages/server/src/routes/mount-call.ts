import {
  inputPlace,
  methodsOf,
  type CallDecl,
  type CallOutput,
  type CallParsed,
} from '@portico/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AdminScope } from '../services/admin-access';
import { payloadOf, scopeOf } from './admin-kit';

/** What a mounted call does once its input is parsed and its caller's scope known. */
export type CallHandler<C extends CallDecl> = (
  caller: AdminScope,
  input: CallParsed<C>,
) => Promise<CallOutput<C>>;

/** The fields of a request where the declaration puts them (a delete may send them as a body). */
function fieldsOf(call: CallDecl, request: FastifyRequest): unknown {
  if (call.method === 'DELETE') return payloadOf(request);
  return inputPlace(call) === 'query' ? request.query : request.body;
}

/**
 * Mounts a declared call under the plugin's prefix (its base): the input is parsed with the
 * declaration's schema first (a bad value is 40001 naming the field, whoever asks), then the
 * caller's scope for the declaration's family is taken (40301 when they administer nothing),
 * then the answer goes out in the envelope. PUT also answers POST and DELETE also answers POST
 * (api-contract.md §7.1). The OpenAPI entry is written from the same declaration
 * (openapi/call-docs.ts).
 */
export function mountCall<C extends CallDecl>(
  app: FastifyInstance,
  db: Database,
  call: C,
  handler: CallHandler<C>,
): void {
  app.route({
    method: methodsOf(call),
    url: call.path,
    handler: async (request) => {
      const input = call.input.parse(fieldsOf(call, request)) as CallParsed<C>;
      return ok(await handler(await scopeOf(db, request, call.family), input));
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
