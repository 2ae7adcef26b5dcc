import { defineMessages } from '../define-messages';

/**
 * The texts the child rules and their runner show (product.md §2.4): a failed validation, a
 * menu without permission, another user's link, a link to a sign-in the page did not start. `runNavigation` and `createSsoGuard` register
 * them; the hub's own texts are `ssoHub`.
 */
export const ssoRules = defineMessages({
  'zh-CN': {
    'sso.validateFailed': '单点登录校验失败：{reason}',
    'sso.noPermission': '没有权限查看该页面。',
    'sso.switchUser': '您当前以 {current} 身份登录。是否改为以 {next} 身份继续？',
    'sso.keptUser': '仍以 {current} 身份登录：链接中的 {next} 登录信息未被使用。',
    'sso.codeRefused': '登录链接已被拒绝：该登录并非由本页面发起。',
  },
  'en-US': {
    'sso.validateFailed': 'Single sign-on failed: {reason}',
    'sso.noPermission': 'No permission to view the page.',
    'sso.switchUser': 'You are signed in as {current}. Continue as {next}?',
    'sso.keptUser':
      'Still signed in as {current}: the sign-in for {next} in the link was not used.',
    'sso.codeRefused': 'The sign-in link was refused: this page did not start that sign-in.',
  },
});
