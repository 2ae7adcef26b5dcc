import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * The provider's few pages of its own, plain and without outside resources (the
 * Content-Security-Policy allows none): the logout confirmation, its result, and errors that
 * cannot go back to a client.
 */
function page(title: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;text-align:center">${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The provider's logout form (its `op.logoutForm`), which the buttons of the page submit. */
export function logoutForm(action: string, xsrf: string): string {
  return `<form id="op.logoutForm" method="post" action="${escapeHtml(action)}"><input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}"/></form>`;
}

/**
 * The logout question: "Sign out" ends the Portico sign-in of this browser (and every client's
 * session with it); "Stay signed in" ends only the asking client's session. No script: the user's
 * click submits the form.
 */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `<h1>Sign out of Portico?</h1><p>Signing out ends your Portico session in this browser and in the applications you opened with it.</p>${form}<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button> <button type="submit" form="op.logoutForm">Stay signed in</button></p>`,
  );
}

export async function postLogoutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signed out', '<h1>Signed out</h1><p>You have signed out of Portico.</p>');
}

export async function errorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in error',
    `<h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`,
  );
}
