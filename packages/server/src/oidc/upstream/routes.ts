import {
  type RedirectAnswer,
  UPSTREAM_IDP_CALLS,
  UPSTREAM_SIGN_IN_CALLS,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { localeOf } from '../../http/locale';
import { requireSessionFor } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import { liveOf } from '../../modules/messages/messages-live';
import { BINDING_COOKIE, upstreamFlow, UpstreamFailure } from './flow';
import { idpSettings } from './idp-settings';
import { privateNetworkAllowed } from './network-guard';

/** The path of the callback under the UC base; its full address is what the provider knows. */
export const UPSTREAM_CALLBACK_PATH = UPSTREAM_SIGN_IN_CALLS.callback.path;
/** Where the binding cookie is sent: only to the flow's own addresses. */
const COOKIE_PATH = '/uc/sso/upstream';
/** The hub's sign-in page, where the flow comes back. */
const SIGN_IN = '/sso';

function bindingOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === BINDING_COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[\w-]{16,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Sign-in through a unit's corporate identity provider (README "Upstream identity providers"),
 * under the UC base: the public start / callback / finish of the flow.
 */
export const upstreamSignInRoutes: FastifyPluginAsync<{
  db: Database;
  redirectUri: string;
  /**
   * Whether providers may be on loopback and private addresses; asked when a provider is
   * checked or discovered. Default: UPSTREAM_IDP_PRIVATE_NETWORK (network-guard.ts).
   */
  allowPrivateNetwork?: () => boolean;
}> = async (app, { db, redirectUri, allowPrivateNetwork = () => privateNetworkAllowed() }) => {
  const flow = upstreamFlow(db, redirectUri, allowPrivateNetwork);
  const secure = redirectUri.startsWith('https:') ? '; Secure' : '';
  const failed = (error: unknown): RedirectAnswer => {
    if (!(error instanceof UpstreamFailure)) throw error;
    return { location: `${SIGN_IN}?upstreamError=${error.reason}` };
  };

  mountCalls(app, db, UPSTREAM_SIGN_IN_CALLS, {
    // The login page's corporate sign-in button (product.md §2.6 "SSO login").
    start: async (_caller, { unitCode, oidc }) => {
      try {
        if (!unitCode?.trim() || unitCode.length > 64) throw new UpstreamFailure('unavailable');
        const { location, binding } = await flow.start(unitCode.trim(), oidc);
        const cookie = `${BINDING_COOKIE}=${binding}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=600${secure}`;
        return { location, headers: { 'set-cookie': cookie } };
      } catch (error) {
        return failed(error);
      }
    },

    // The provider's own query, as sent (the flow reads what it needs from it).
    callback: async (_caller, _input, request) => {
      const raw = request.raw.url ?? '';
      const query = new URLSearchParams(raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '');
      try {
        const { code, oidc } = await flow.callback(query, bindingOf(request));
        const resume = oidc ? `&oidc=${oidc}` : '';
        return { location: `${SIGN_IN}?upstream=${code}${resume}` };
      } catch (error) {
        return failed(error);
      }
    },

    // The sign-in page spends the hand-off: the answer is that of /sso/login, or its refusal.
    finish: async (_caller, input, request, reply) => {
      const result = await flow.finish(input, bindingOf(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        live: liveOf(app),
        locale: localeOf(request),
      });
      reply.header('set-cookie', `${BINDING_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; Max-Age=0`);
      return result;
    },
  });
};

/**
 * The administration of a unit's upstream identity provider under the UC base, with the
 * authorization of the unit's security settings.
 */
export const upstreamIdpRoutes: FastifyPluginAsync<{
  db: Database;
  redirectUri: string;
  allowPrivateNetwork?: () => boolean;
}> = async (app, { db, redirectUri, allowPrivateNetwork = () => privateNetworkAllowed() }) => {
  requireSessionFor(app, db);
  const settings = idpSettings(db, redirectUri, allowPrivateNetwork);
  mountCalls(app, db, UPSTREAM_IDP_CALLS, {
    get: (caller, { unitId }) => settings.get(caller, unitId),
    save: (caller, input) => settings.save(caller, input),
    delete: async (caller, { unitId }) => {
      await settings.remove(caller, unitId);
      return null;
    },
    links: (caller, { unitId }) => settings.links(caller, unitId),
    link: (caller, input) => settings.link(caller, input),
    unlink: async (caller, { unitId, id }) => {
      await settings.unlink(caller, unitId, id);
      return null;
    },
  });
};
