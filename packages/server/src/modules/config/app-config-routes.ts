import { type AppCodeToHostUrl } from '@portico/sdk/internal';
import { APP_CONFIG_CALLS } from '@portico/sdk/contract';
import { isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { originSetting, otherHostOrigin } from '../../db/demo/org';
import { apps } from '../../db/schema';
import { projectConfigOf } from './admin-project-config';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** Startup files (api-contract.md §7.2): plain JSON, not envelopes, read before any login. */
export const appConfigRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  // Read once, at start: a bad value stops the server instead of failing each page.
  const hubUrl = hubSsoUrl();
  const otherHost = new URL(otherHostOrigin()).host;

  mountCalls(app, db, APP_CONFIG_CALLS, {
    // One server serves every host, so the `default` entry is all it needs.
    appConfig: async () => ({ default: { appCode: 'SSO', customer: 'kaiyuan', sso: true } }),

    // The editable part is the project config (/config/project-config), read on each request so
    // a save shows on the next page load.
    systemConfig: async (_caller, _input, request) => {
      const { apiBases, outsideLinks, modules, customerFlags } = await projectConfigOf(db);
      // On the demo's other host, `/sso` would be a second hub: its children sign in at localhost.
      const hub = hubUrl === '/sso' && request.host === otherHost ? demoHubSsoUrl() : hubUrl;
      return { apiBases, hubUrl: hub, outsideLinks, modules, customerFlags };
    },

    // The hub appends ssoToken only to origins listed here (DESIGN.md "Security model").
    hostUrls: async (_caller, _input, request) => {
      const rows = await db
        .select({ code: apps.code, href: apps.href })
        .from(apps)
        .where(isNotNull(apps.href));
      const base = requestOrigin(request);
      const map: AppCodeToHostUrl = {};
      for (const { code, href } of rows) {
        const url = href ? safeUrl(href, base) : null;
        if (url) map[code] = url.origin + url.pathname;
      }
      return map;
    },
  });
};

/**
 * The hub's sso page as child apps see it (LoginSystemConfig.hubUrl): `/sso` on their own origin,
 * or on PORTICO_HUB_ORIGIN when it is set. That is needed when the example apps are registered on
 * another host (PORTICO_EXAMPLES_ORIGIN): there, `/sso` would be a second hub on the child's host.
 */
export function hubSsoUrl(value = process.env.PORTICO_HUB_ORIGIN): string {
  return `${originSetting(value, 'PORTICO_HUB_ORIGIN')}/sso`;
}

/** The hub of the demo out of the box: the `localhost` URL the start message prints. */
export function demoHubSsoUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${env.PORT || 8080}/sso`;
}

/** Relative hrefs live on this server, so they resolve against the origin the browser used. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function safeUrl(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}
