import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { onSessionsEnded } from '../modules/session/session-events';
import {
  proxyRefusal,
  serviceResponse,
  validateResponse,
  type Answer,
  type AnswerFormat,
} from './answers';
import { casLogin, casLogout } from './login';
import { flag, text, type CasQuery } from './params';
import { sendSingleLogouts, SINGLE_LOGOUT_SWEEP_MS } from './single-logout';
import { validateServiceTicket } from './validate';

export interface CasOptions {
  /** Single-logout requests may go to loopback and private addresses (CAS_ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork?: boolean;
}

function send(reply: FastifyReply, answer: Answer) {
  return reply.type(answer.contentType).send(answer.body);
}

function validationOf(query: CasQuery) {
  return {
    ticket: text(query.ticket),
    service: text(query.service),
    renew: flag(query.renew),
  };
}

function formatOf(query: CasQuery): AnswerFormat {
  return text(query.format)?.toUpperCase() === 'JSON' ? 'JSON' : 'XML';
}

/**
 * Portico as a CAS 3.0 server under /cas (README "CAS"): login, logout, single logout and the
 * ticket validations. Every answer is `no-store` (a ticket or a user's name must not be cached);
 * an unknown /cas path answers 404. Proxy-granting tickets are not issued: `pgtUrl` is ignored,
 * as CAS protocol §2.5.4 allows a server to, and /cas/proxy refuses.
 */
export const casRoutes: FastifyPluginAsync<{ db: Database } & CasOptions> = async (
  app,
  { db, allowPrivateNetwork = false },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/cas/login', (request, reply) => casLogin(db, request, reply));
  app.get('/cas/logout', (request, reply) => casLogout(db, request, reply));

  app.get('/cas/validate', async (request, reply) =>
    send(
      reply,
      validateResponse(await validateServiceTicket(db, validationOf(request.query as CasQuery))),
    ),
  );
  const validate = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as CasQuery;
    const result = await validateServiceTicket(db, validationOf(query));
    return send(reply, serviceResponse(result, formatOf(query)));
  };
  for (const path of [
    '/cas/serviceValidate',
    '/cas/p3/serviceValidate',
    '/cas/proxyValidate',
    '/cas/p3/proxyValidate',
  ]) {
    app.get(path, validate);
  }
  app.get('/cas/proxy', async (request, reply) => {
    const query = request.query as CasQuery;
    if (!text(query.pgt) || !text(query.targetService)) {
      return send(reply, proxyRefusal('INVALID_REQUEST', 'pgt and targetService are required'));
    }
    return send(
      reply,
      proxyRefusal('UNAUTHORIZED_SERVICE', 'Portico issues no proxy-granting tickets'),
    );
  });
  app.all('/cas', notFound);
  app.all('/cas/*', notFound);

  const options = {
    allowPrivateNetwork,
    onError: (error: unknown, service: string) =>
      app.log.warn({ err: error, service }, 'cas single logout failed'),
  };
  const sweep = () =>
    sendSingleLogouts(db, options).catch((error: unknown) => options.onError(error, '*'));
  // A sign-out, an administrator's end, a password change: the services hear it at once.
  const stop = onSessionsEnded(db, async () => void (await sweep()));
  // Sign-ins that end without an announcement (expiry, a unit switch) are found by the sweep.
  const timer = setInterval(() => void sweep(), SINGLE_LOGOUT_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    stop();
    clearInterval(timer);
  });
};

function notFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
}
