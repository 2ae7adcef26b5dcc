import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { setPasswordWithLink, setupTargetOf } from './setup-link';

/** Where the printed setup link points; the page posts its form back to the same address. */
export const SETUP_PATH = '/bootstrap/setup';

function escape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Portico: administrator password</title></head><body><main>${body}</main></body></html>`,
    );
}

function form(token: string, account: string, message = ''): string {
  return (
    `<h1>Set the administrator's password</h1><p>Account: ${escape(account)}</p>` +
    (message ? `<p role="alert">${escape(message)}</p>` : '') +
    `<form method="post" action="${SETUP_PATH}">` +
    `<input type="hidden" name="token" value="${escape(token)}">` +
    `<p><label>New password <input type="password" name="password" autocomplete="new-password" required></label></p>` +
    `<p><label>Repeat it <input type="password" name="confirm" autocomplete="new-password" required></label></p>` +
    `<p><button type="submit">Set password</button></p></form>`
  );
}

const invalid =
  '<h1>This setup link is not valid</h1><p>It was used or has expired. A restart of the server prints a new one while the administrator has no password.</p>';

/**
 * The one-time page of a bootstrap without PORTICO_BOOTSTRAP_PASSWORD (seed-bootstrap.ts): a plain
 * form, no script, that sets the administrator's password once. The token travels in the form body
 * on submit; the page answers no-store and sends no referrer, so it stays out of caches and other
 * sites' logs.
 */
export const setupRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  app.get<{ Querystring: { token?: string } }>(SETUP_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const target = await setupTargetOf(db, token);
    if (!target) return page(reply, 404, invalid);
    return page(reply, 200, form(token, `${target.unitCode} / ${target.userCode}`));
  });

  app.post<{ Body: Record<string, unknown> }>(SETUP_PATH, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
    const input = { token: field('token'), password: field('password'), confirm: field('confirm') };
    const outcome = await setPasswordWithLink(db, input);
    if (outcome.ok) {
      return page(
        reply,
        200,
        `<h1>Password set</h1><p>Sign in as ${escape(outcome.unitCode)} / ${escape(outcome.userCode)} at <a href="/login">the sign-in page</a>.</p>`,
      );
    }
    if (!outcome.retry) return page(reply, 404, invalid);
    const target = await setupTargetOf(db, input.token ?? '');
    if (!target) return page(reply, 404, invalid);
    return page(
      reply,
      400,
      form(input.token ?? '', `${target.unitCode} / ${target.userCode}`, outcome.message),
    );
  });
};
