import {
  addUserAuthSchema,
  authContentsQuerySchema,
  authGroupsQuerySchema,
  bindWechatUrlQuerySchema,
  checkOverwriteRequestSchema,
  consentLoginRequestSchema,
  decryptRequestSchema,
  editProjectionInChildSchema,
  editProjectionInParentSchema,
  idRequestSchema,
  orgBlurQuerySchema,
  projectionInChildQuerySchema,
  projectionInParentQuerySchema,
  resourceDiagnosisQuerySchema,
  selectHotelRequestSchema,
  typedResourceParamsSchema,
  typedResourceQuerySchema,
  updateUserAuthSchema,
  userAuthsQuerySchema,
  userCompanyInfoSaveSchema,
  userSupplierSaveSchema,
  userZoneInfoSaveSchema,
  wechatAccountsQuerySchema,
  wechatBindQuerySchema,
} from '@portico/sdk/contract';
import type { RouteDocs } from './route-doc';

/**
 * Calls api-contract.md lists without payloads (§7.3 /login, §7.4, §7.5 blur, §7.6, §7.9), as
 * designed in the SDK's contract/{login-check,user-relations,app-access,third-platform,
 * custom-data-auth}.ts.
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
  'POST /uc/user/decrypt': {
    summary: 'Plain text of an encoded value (encodedCode)',
    querystring: decryptRequestSchema,
  },
  'PUT /uc/user/saveUserZoneInfo': {
    summary: 'Zones (areas) whose hotels the user may sign in to',
    body: userZoneInfoSaveSchema,
  },
  'PUT /uc/user/saveUserCompanyInfo': {
    summary: 'Companies the user may sign in to',
    body: userCompanyInfoSaveSchema,
  },
  'PUT /uc/user/saveUserSupplier': {
    summary: 'Supplier administrator flag and suppliers',
    body: userSupplierSaveSchema,
  },
  'GET /uc/user/unitProjectionInParent': {
    summary: "A user's relation to the parent unit",
    querystring: projectionInParentQuerySchema,
  },
  'GET /uc/user/unitProjectionInChild': {
    summary: "A user's relation to a unit below",
    querystring: projectionInChildQuerySchema,
  },
  'PUT /uc/user/editProjectionInParent': {
    summary: "Change a user's relation to the parent unit",
    body: editProjectionInParentSchema,
  },
  'PUT /uc/user/editProjectionInChild': {
    summary: "Change a user's relation to a unit below",
    body: editProjectionInChildSchema,
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
  'GET /uc/customDataAuth/pageAuthGroups': {
    summary: 'Data permission groups (paged)',
    querystring: authGroupsQuerySchema,
  },
  'GET /uc/customDataAuth/pageAuthContents': {
    summary: 'Contents of a group (paged)',
    querystring: authContentsQuerySchema,
  },
  'GET /uc/customDataAuth/userAuths': {
    summary: "A user's data permissions",
    querystring: userAuthsQuerySchema,
  },
  'POST /uc/customDataAuth/addUserAuth': {
    summary: 'Grant a data permission',
    body: addUserAuthSchema,
  },
  'PUT /uc/customDataAuth/updateUserAuth': {
    summary: 'Change a data permission',
    body: updateUserAuthSchema,
  },
  'DELETE /uc/customDataAuth/deleteUserAuth': {
    summary: 'Remove a data permission',
    querystring: idRequestSchema,
  },
};
