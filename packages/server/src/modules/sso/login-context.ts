import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../../http/locale';
import type { Mailer } from '../../shared/mail';
import { liveOf } from '../messages/messages-live';
import type { LoginContext } from './sign-in-checks';

/**
 * What a sign-in call knows of its request, built once for every door that ends in a session
 * (password, second step, passkey): the address and User-Agent the new session family is listed
 * and audited with, the lock notice's mailer and language, the live push.
 */
export function loginContextOf(
  app: FastifyInstance,
  mailer: Mailer | undefined,
  request: FastifyRequest,
): LoginContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    live: liveOf(app),
    mailer,
    locale: localeOf(request),
  };
}
