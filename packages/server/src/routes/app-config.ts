import {
  DEFAULT_API_BASES,
  type AppCodeToHostUrl,
  type AppConfigByHost,
  type LoginSystemConfig,
} from '@portico/sdk';
import { isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apps } from '../db/schema';
import type { RouteOptions } from './options';

/** Startup files (api-contract.md §7.2): plain JSON, not envelopes, read before any login. */
export const appConfigRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.get('/appConfig.json', async (): Promise<AppConfigByHost> => {
    // One server serves every host, so the `default` entry is all it needs.
    return { default: { appCode: 'SSO', customer: 'kaiyuan', sso: true } };
  });

  app.get('/loginSystemConfig.json', async (): Promise<LoginSystemConfig> => {
    return {
      apiBases: DEFAULT_API_BASES,
      hubUrl: '/sso',
      // Empty lists allow every outside link (product.md §5 "Outside links").
      outsideLinks: { protocols: [], domains: [], ports: [] },
      modules: { MESSAGE: true, USER_BAR: true, LANG: true, DEV_NAVIGATION: true },
      customerFlags: {
        outsideChain: false,
        wanda: false,
        shuxiang: false,
        polin: false,
        kaiyuan: true,
        mazhen: false,
        ssoLogin: false,
        guolv: false,
      },
    };
  });

  // The hub appends ssoToken only to origins listed here (DESIGN.md "Security model").
  app.get('/appCode2HostUrl.json', async (request): Promise<AppCodeToHostUrl> => {
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
  });
};

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
