import {
  bindWechatUrlQuerySchema,
  checkOverwriteRequestSchema,
  consentLoginRequestSchema,
  orgBlurQuerySchema,
  resourceDiagnosisQuerySchema,
  selectHotelRequestSchema,
  typedResourceParamsSchema,
  typedResourceQuerySchema,
  wechatAccountsQuerySchema,
  wechatBindQuerySchema,
} from '@portico/sdk/contract';
import type { RouteDocs } from './route-doc';

/**
 * Calls api-contract.md lists without payloads (§7.3 /login, §7.5 blur, §7.6), as designed in
 * the SDK's contract/{login-check,app-access,third-platform}.ts.
 */
export const DESIGNED_DOCS: RouteDocs = {
  'POST /uc/login/checkOverwrite': {
    summary: 'Would signing in end a session elsewhere?',
    body: checkOverwriteRequestSchema,
    public: true,
  },
  'POST /uc/login': {
    summary: 'Sign in; ends a session elsewhere only with overwrite: true (else 52101)',
    body: consentLoginRequestSchema,
    public: true,
  },

  'GET /uc/inter/org/orgs/blur': {
    summary: 'Units by a fuzzy keyword (paged)',
    querystring: orgBlurQuerySchema,
  },
  'GET /uc/api/authz/cas/granting': { summary: 'Apps the session may get CAS tickets for' },
  'POST /uc/pms/selectHotel': {
    summary: 'Open an app in a hotel: its login result',
    body: selectHotelRequestSchema,
  },
  'GET /uc/:type/resource': {
    summary: 'Menus, reports or operations the caller holds',
    params: typedResourceParamsSchema,
    querystring: typedResourceQuerySchema,
  },
  'GET /uc/resource/diagnosis': {
    summary: 'Why a user holds a resource in a unit, or not',
    querystring: resourceDiagnosisQuerySchema,
  },
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
