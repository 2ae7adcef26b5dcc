import { translate, type Locale } from '@portico/sdk';
import { formatMessage, isMessageKey, ServerCode } from '@portico/sdk/internal';
import { formatIssue } from '@portico/sdk/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../shared/errors';
import { fail } from './envelope';
import { ALWAYS_HEADERS } from './security-headers';
import { localeOf } from './locale';

interface IssueLike {
  message: string;
  path: PropertyKey[];
  params?: Record<string, unknown>;
}

/** Duck-typed: the SDK and the server may load different copies of zod. */
function zodIssues(error: unknown): IssueLike[] | null {
  if (!(error instanceof Error) || error.name !== 'ZodError') return null;
  const issues = (error as Error & { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as IssueLike[]) : null;
}

/** The first issue's message: SDK validators speak in message keys, the rest is a detail. */
export function invalidInputMessage(locale: Locale, issues: IssueLike[]): string {
  const issue = issues[0];
  // SDK rules speak in keys (with params such as the password classes); they name the field.
  if (issue && isMessageKey(issue.message)) {
    return formatIssue(issue, (key, params) => translate(locale, key, params));
  }
  const where = issue?.path.map(String).join('.') || 'body';
  // zod's own messages start with "Invalid input:", which the template already says.
  const detail = issue ? `${where}: ${issue.message.replace(/^Invalid input:\s*/, '')}` : where;
  return translate(locale, 'server.invalidInput', { detail });
}

/**
 * Every failure becomes an envelope (DESIGN.md "Security model": never a 500 for user input).
 * Refusals and bad input are HTTP 200 with a result code, which is how clients read them
 * (api-contract.md §8); only routing misses keep their 404.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (error instanceof ApiError) {
      const ref = error.params ? { key: error.key, params: error.params } : error.key;
      const msg = formatMessage(ref, (key, params) => translate(locale, key, params));
      return reply.code(200).send({ ...fail(error.code, msg), retVal: error.retVal });
    }
    const issues = zodIssues(error);
    if (issues) {
      return reply
        .code(200)
        .send(fail(ServerCode.INVALID_INPUT, invalidInputMessage(locale, issues)));
    }
    const status = error.statusCode ?? 500;
    if (error.validation || (status >= 400 && status < 500)) {
      // Malformed JSON, empty body, wrong content type, body too large…: the caller's fault.
      request.log.info({ err: error }, 'rejected input');
      const msg = translate(locale, 'server.invalidInput', { detail: error.message });
      return reply.code(200).send(fail(ServerCode.INVALID_INPUT, msg));
    }
    if (isDatabaseUnavailable(error)) {
      // The message only: an outage fails every call, and the failed query's parameters
      // (hashes, personal data) have no place in a log line repeated that often.
      request.log.warn(`database unavailable: ${rootMessage(error)}`);
      return sendUnavailable(request, reply);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(200).send(fail(ServerCode.INTERNAL, translate(locale, 'server.internal')));
  });
}

/**
 * Fastify's router answers some bad URLs itself, outside the error handler: a path parameter
 * longer than `maxParamLength` (414) and a broken percent-encoding (400). Passed to Fastify as
 * `frameworkErrors`, this makes them the same 40001 envelope as any other bad input.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: too long' : 'path: not a valid URL';
  request.log.info({ err: error }, 'rejected URL');
  const msg = translate(localeOf(request), 'server.invalidInput', { detail });
  // These answers skip every hook, the security headers' among them.
  reply.headers(ALWAYS_HEADERS).header('Cache-Control', 'no-store');
  return reply.code(200).send(fail(ServerCode.INVALID_INPUT, msg));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const msg = translate(localeOf(request), 'server.notFound');
  return reply.code(404).send(fail(ServerCode.NOT_FOUND, msg));
}

/** 503 with ServerCode.UNAVAILABLE: the database is unreachable or the call ran past its bound. */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const msg = translate(localeOf(request), 'server.unavailable');
  return reply.code(503).send(fail(ServerCode.UNAVAILABLE, msg));
}

function rootMessage(error: Error): string {
  let root: unknown = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return root instanceof Error ? root.message : String(root);
}
