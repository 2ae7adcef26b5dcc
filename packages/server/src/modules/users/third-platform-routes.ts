import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import { THIRD_PLATFORM_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { bindWechat, bindWechatUrl, wechatAccounts } from './third-platform';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** WeChat binding (api-contract.md §7.9 /thirdPlatform), under the UC base. */
export const thirdPlatformRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, THIRD_PLATFORM_CALLS, {
    wechatAccounts: async (session, query) => wechatAccounts(db, session, query),
    bindWechatUrl: async (session, { appId }, request) => {
      const bind = `${DEFAULT_API_BASES.UC}${THIRD_PLATFORM_CALLS.bind.path}`;
      return bindWechatUrl(db, session, appId, `${request.protocol}://${request.host}${bind}`);
    },
    bind: async (_caller, query) => bindWechat(db, query),
  });
};
