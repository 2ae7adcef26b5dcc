import { translate } from '@portico/sdk';
import { requestedLocale } from '@portico/sdk/internal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Database } from '../db/client';
import { isAppOpen } from '../modules/apps/apps';
import { findActiveSession, type ActiveSession } from '../modules/session/session';
import { isAppSession } from '../modules/sso/sso';
import { findClientApp } from './clients';
import { hubSessionStart, isFreshEnough, rememberStale, wantsRecentLogin } from './fresh-login';
import type { HubLoginResult } from './hub-guard';
import { endOidcSession } from './hub-logout';
import { familyOf } from './session-family';
import { demandsSecondFactor, hubSessionAmr, proofOf } from './acr';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The hub's token cookie (the SDK's `tokenCookieName()` for the hub). */
const HUB_COOKIE = 'portico_token';

/** The hub's token from the Cookie header, or null. */
export function hubTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== HUB_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A live sign-in to the hub in this browser (not an app session), or null. */
export async function hubSessionOf(
  db: Database,
  cookieHeader: string | undefined,
): Promise<ActiveSession | null> {
  const token = hubTokenOf(cookieHeader);
  if (!token || token.length > 256) return null;
  const session = await findActiveSession(db, token);
  return session && !isAppSession(session) ? session : null;
}

/**
 * GET /oidc/interaction/:uid, where the provider sends a browser that must sign in. The hub is
 * the login screen: without a hub session the browser goes to the sign-in page, which comes back
 * here once signed in (same lockout, whitelist, limits and policies as every sign-in). With one,
 * the unit must have opened the client's application (the /sso/check rule, product.md §2.2),
 * else the client gets access_denied; otherwise sign-in and consent are given at once.
 * `prompt=login` and `max_age` are honoured: a hub session that is not recent enough sends the
 * browser to sign in afresh (`fresh=1` makes the hub show its form to a signed-in user), and the
 * login's time is the hub sign-in's, so the ID token's `auth_time` tells when the user signed in.
 * The login names the hub family that answered (hub-guard.ts binds the OIDC session to it) and is
 * not remembered beyond the browser session, as the hub's own cookie is not.
 */
export function registerInteraction(
  app: FastifyInstance,
  db: Database,
  provider: Provider,
  onError: (error: unknown) => void,
) {
  app.get('/oidc/interaction/:uid', async (request: FastifyRequest, reply: FastifyReply) => {
    const uid = (request.params as { uid: string }).uid;
    let details: Interaction;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // Unknown, expired or another browser's interaction: nothing to resume.
      return reply.code(400).type('text/plain').send('The sign-in request expired; start again.');
    }
    if (details.uid !== uid)
      return reply.code(400).type('text/plain').send('Unknown sign-in request.');
    // The hub's sign-in speaks the language the client asked for (OIDC Core §3.1.2.1 ui_locales).
    const language = requestedLocale(text(details.params.ui_locales));
    // A client that demands a second factor (`acr_values`) gets a sign-in that proves one, even
    // where the unit's policy asks for none: the sign-in page passes `secondFactor` on (`mfa=1`).
    const demanded = demandsSecondFactor(details);
    const signIn = `/sso?oidc=${encodeURIComponent(uid)}${language ? `&language=${language}` : ''}${demanded ? '&mfa=1' : ''}`;
    const recent = wantsRecentLogin(details);
    const session = await hubSessionOf(db, request.headers.cookie);
    if (!session) {
      if (recent) await rememberStale(details, null);
      return reply.redirect(signIn, 303);
    }
    const startedAt = await hubSessionStart(db, session.sessionId);
    if (!startedAt) return reply.redirect(signIn, 303);
    if (recent && !isFreshEnough(details, session.sessionId, startedAt)) {
      await rememberStale(details, session.sessionId);
      return reply.redirect(`${signIn}&fresh=1`, 303);
    }
    // A hub session made without a second factor steps up: the form shows again (`fresh=1`).
    const amr = await hubSessionAmr(db, session.sessionId);
    if (demanded && !amr.includes('mfa')) return reply.redirect(`${signIn}&fresh=1`, 303);

    await leavePreviousAccount(db, provider, details, session, onError);
    const clientId = String(details.params.client_id ?? '');
    const appCode = await findClientApp(db, clientId);
    const result: InteractionResults & HubLoginResult =
      appCode && (await isAppOpen(db, session.unit.id, appCode))
        ? {
            login: {
              accountId: session.user.id,
              ts: Math.floor(startedAt.getTime() / 1000),
              ...proofOf(amr),
              // A browser-session cookie, as the hub's: a restarted browser signs in again.
              remember: false,
            },
            consent: { grantId: await grantFor(provider, details, session.user.id, clientId) },
            porticoFamily: familyOf(session),
          }
        : {
            error: 'access_denied',
            error_description: translate('en-US', 'serverAdmin.appUnavailable'),
          };
    reply.hijack();
    try {
      await provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
    } catch {
      // The interaction ended meanwhile (expired, or finished in another tab): answered here,
      // since a hijacked reply that throws would leave the browser waiting.
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      }
      reply.raw.end('The sign-in request expired; start again.');
    }
  });
}

/**
 * Another account signed in to the hub while this interaction waited (a new sign-in asked by
 * `prompt=login`): the OIDC session of the previous account ends here, with back-channel logout
 * to its clients, and the interaction forgets it, so the new account starts an OIDC session of
 * its own (the provider would otherwise end the old one with an automatic form of its own).
 */
async function leavePreviousAccount(
  db: Database,
  provider: Provider,
  details: Interaction,
  hub: ActiveSession,
  onError: (error: unknown) => void,
): Promise<void> {
  const previous = details.session;
  if (!previous?.accountId || previous.accountId === hub.user.id) return;
  details.session = undefined;
  // Its grant ends with it: the new account gets a grant of its own (grantFor).
  details.grantId = undefined;
  await details.persist();
  if (previous.uid) await endOidcSession(db, provider, previous.uid, onError);
}

/** The scopes and claims asked for, granted (the client's allowed scopes already bound them). */
async function grantFor(
  provider: Provider,
  details: Interaction,
  accountId: string,
  clientId: string,
): Promise<string> {
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const scope = String(details.params.scope ?? 'openid');
  grant.addOIDCScope(missing.missingOIDCScope?.join(' ') || scope);
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
