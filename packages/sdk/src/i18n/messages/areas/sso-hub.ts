import { defineMessages } from '../define-messages';

/**
 * The texts of the hub's rules (product.md §2.2, api-contract.md §2.1): an app the unit has not
 * opened, a refused redirect. The hub's navigation (`hubNavigation`) registers them.
 */
export const ssoHub = defineMessages({
  'zh-CN': {
    'sso.appNotOpened': '单位未开通该应用或应用已停用',
    'sso.redirectRefused': '跳转地址不属于已登记的应用，已拒绝跳转',
  },
  'en-US': {
    'sso.appNotOpened': 'The unit has not opened the application or the application is disabled',
    'sso.redirectRefused':
      'The redirect address does not belong to a registered application and was refused',
  },
});
