import type { FastifyReply } from 'fastify';

/**
 * The CAS server's few pages of its own, plain and without outside resources (the
 * Content-Security-Policy allows none): a sign-in that cannot go on, and the signed-out page.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  paragraphs: string[],
): FastifyReply {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/sso">Portico</a></p></main></body></html>`,
    );
}

/** A service no registered application owns: never redirected to. */
export function unregisteredService(reply: FastifyReply, service: string): FastifyReply {
  return sendPage(reply, 400, 'Unknown application', [
    'This address does not belong to an application registered with Portico, so no sign-in is sent to it.',
    service.slice(0, 300),
  ]);
}
