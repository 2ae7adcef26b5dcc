import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { findSession, type ActiveSession } from '../modules/session/session';
import { sessionRefusal } from '../modules/sso/sso';

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
 * to logout; a session ended by the repeat-login policy means 52100 (api-contract.md §8). HTTP
 * stays 200 because clients read the result code (the error handler writes the envelope).
 */
export function createRequireSession(db: Database): preHandlerAsyncHookHandler {
  return async function requireSession(request: FastifyRequest) {
    const token = tokenFromHeader(request.headers.authorization);
    const lookup = token ? await findSession(db, token) : ({ state: 'none' } as const);
    if (lookup.state !== 'active') throw sessionRefusal(lookup);
    request.auth = lookup.session;
  };
}

/** The session of a route guarded by `requireSession`; a missing guard is a programming error. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new Error(`${request.url}: route lacks the requireSession preHandler`);
  return request.auth;
}
