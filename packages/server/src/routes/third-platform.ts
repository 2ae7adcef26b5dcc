import { DEFAULT_API_BASES } from '@portico/sdk';
import {
  bindWechatUrlQuerySchema,
  wechatAccountsQuerySchema,
  wechatBindQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { bindWechat, bindWechatUrl, wechatAccounts } from '../services/third-platform';
import type { RouteOptions } from './options';

/** WeChat binding (api-contract.md §7.9 /thirdPlatform), under the UC base. */
export const thirdPlatformRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const requireSession = createRequireSession(db);

  app.get('/thirdPlatform/getWechatAccounts', { preHandler: requireSession }, async (request) => {
    const query = wechatAccountsQuerySchema.parse(request.query);
    return ok(await wechatAccounts(db, sessionOf(request), query));
  });

  app.get('/thirdPlatform/getBindWechatUrl', { preHandler: requireSession }, async (request) => {
    const { appId } = bindWechatUrlQuerySchema.parse(request.query);
    const redirect = `${request.protocol}://${request.host}${DEFAULT_API_BASES.UC}/thirdPlatform/bind`;
    return ok(await bindWechatUrl(db, sessionOf(request), appId, redirect));
  });

  // WeChat sends the browser here: no Authorization header, the one-time state stands for it.
  app.get('/thirdPlatform/bind', async (request) => {
    return ok(await bindWechat(db, wechatBindQuerySchema.parse(request.query)));
  });
};
