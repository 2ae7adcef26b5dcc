import {
  bindWechatUrlQuerySchema,
  wechatAccountsQuerySchema,
  wechatBindQuerySchema,
} from '@portico/sdk/contract';
import type { RouteDocs } from './route-doc';

/**
 * Calls api-contract.md lists without payloads (§7.3 /login, §7.5 blur, §7.6), as designed in
 * the SDK's contract/{login-check,app-access,third-platform}.ts.
 */
export const DESIGNED_DOCS: RouteDocs = {
  'GET /uc/thirdPlatform/getWechatAccounts': {
    summary: 'The WeChat account bound to a user',
    querystring: wechatAccountsQuerySchema,
  },
  'GET /uc/thirdPlatform/getBindWechatUrl': {
    summary: 'WeChat QR-code page and one-time state',
    querystring: bindWechatUrlQuerySchema,
  },
  'GET /uc/thirdPlatform/bind': {
    summary: "WeChat's redirect: binds the account",
    querystring: wechatBindQuerySchema,
    public: true,
  },
};
