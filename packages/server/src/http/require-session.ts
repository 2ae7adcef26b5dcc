import { ResultCode, translate } from '@portico/sdk';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { findActiveSession, type ActiveSession } from '../services/session';
import { fail } from './envelope';
import { localeOf } from './locale';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; null on routes that do not require one. */
    auth: ActiveSession | null;
  }
}

/** Real tokens are 43 characters; anything far longer is not worth a database lookup. */
const MAX_TOKEN_LENGTH = 512;

/** The token of an `Authorization` header: the raw token (as clients send it) or `Bearer <t>`. */
export function tokenFromHeader(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * preHandler for calls that need a session. No session means result 50001, which sends clients
 * to logout (api-contract.md §8); HTTP stays 200 because clients read the result code.
 */
export function createRequireSession(db: Database): preHandlerAsyncHookHandler {
  return async function requireSession(request: FastifyRequest, reply: FastifyReply) {
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await findActiveSession(db, token) : null;
    if (!session) {
      const msg = translate(localeOf(request), 'server.unauthorized');
      return reply.code(200).send(fail(ResultCode.LOGOUT, msg));
    }
    request.auth = session;
  };
}

/** The session of a route guarded by `requireSession`; a missing guard is a programming error. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new Error(`${request.url}: route lacks the requireSession preHandler`);
  return request.auth;
}
