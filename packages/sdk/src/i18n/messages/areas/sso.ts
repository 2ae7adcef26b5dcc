import { defineMessages } from '../define-messages';

/** The texts the SSO navigation rules show (product.md §2.2–2.4); the runner registers them. */
export const sso = defineMessages({
  'zh-CN': {
    'sso.appNotOpened': '单位未开通该应用或应用已停用',
    'sso.redirectRefused': '跳转地址不属于已登记的应用，已拒绝跳转',
    'sso.validateFailed': '单点登录校验失败：{reason}',
    'sso.noPermission': '没有权限查看该页面。',
    'sso.switchUser': '您当前以 {current} 身份登录。是否改为以 {next} 身份继续？',
    'sso.keptUser': '仍以 {current} 身份登录：链接中的 {next} 登录信息未被使用。',
  },
  'en-US': {
    'sso.appNotOpened': 'The unit has not opened the application or the application is disabled',
    'sso.redirectRefused':
      'The redirect address does not belong to a registered application and was refused',
    'sso.validateFailed': 'Single sign-on failed: {reason}',
    'sso.noPermission': 'No permission to view the page.',
    'sso.switchUser': 'You are signed in as {current}. Continue as {next}?',
    'sso.keptUser':
      'Still signed in as {current}: the sign-in for {next} in the link was not used.',
  },
});
