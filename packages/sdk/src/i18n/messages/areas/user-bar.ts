import { defineMessages } from '../define-messages';

/**
 * Top user bar (product.md §2.8): what its first paint shows. The operation menu, the user-info
 * dropdown, the shell-only buttons and the modals load later with the `shell`, `preferences`
 * and `account` areas.
 */
export const userBar = defineMessages({
  'zh-CN': {
    'userBar.signedOut': '未登录',
    'userBar.signIn': '登录',
    'userBar.unit': '单位',
    'userBar.user': '用户',
    'userBar.account': '账号信息',
    'userBar.operations': '操作菜单',
    'userBar.tools': '页面工具',
  },
  'en-US': {
    'userBar.signedOut': 'Not signed in',
    'userBar.signIn': 'Sign in',
    'userBar.unit': 'Unit',
    'userBar.user': 'User',
    'userBar.account': 'Account details',
    'userBar.operations': 'Operations',
    'userBar.tools': 'Page tools',
  },
});
