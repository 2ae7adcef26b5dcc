import { defineMessages } from '../define-messages';

/**
 * SSO navigation rules (product.md §2.2–2.4), links (product.md §2.7, §2.8) and the display
 * names of the application codes of product.md §2.7, which the spec does not show (chosen here).
 */
export const sso = defineMessages({
  'zh-CN': {
    'sso.appNotOpened': '单位未开通该应用或应用已停用',
    'sso.redirectRefused': '跳转地址不属于已登记的应用，已拒绝跳转',
    'sso.validateFailed': '单点登录校验失败：{reason}',
    'sso.noPermission': '没有权限查看该页面。',
    'sso.switchUser': '您当前以 {current} 身份登录。是否改为以 {next} 身份继续？',
    'sso.keptUser': '仍以 {current} 身份登录：链接中的 {next} 登录信息未被使用。',
    'links.menuNeedsAddress': '一级菜单需要设置子菜单或地址',
    'links.appName.SSO': '单点登录',
    'links.appName.UC': '用户中心',
    'links.appName.USERM': '用户管理',
    'links.appName.GC': '集团中心',
    'links.appName.GCYM': '集团收益管理',
    'links.appName.WK': '工单中心',
    'links.appName.GCMAINT': '集团中心运维',
    'links.appName.OPS': '运营平台',
    'links.appName.DATACENTER': '数据中心',
    'links.appName.DSPLAT': '分销平台',
    'links.appName.WPA': '微信公众号',
    'links.appName.COUPON': '券中心',
    'links.appName.PANCAKE': 'Pancake',
    'links.appName.KFPLAT': '客服平台',
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
    'links.menuNeedsAddress': 'Primary menu needs be set submenus or address',
    'links.appName.SSO': 'Single Sign-On',
    'links.appName.UC': 'User Center',
    'links.appName.USERM': 'User Management',
    'links.appName.GC': 'Group Center',
    'links.appName.GCYM': 'Group Revenue Management',
    'links.appName.WK': 'Work Orders',
    'links.appName.GCMAINT': 'Group Center Maintenance',
    'links.appName.OPS': 'Operations Platform',
    'links.appName.DATACENTER': 'Data Center',
    'links.appName.DSPLAT': 'Distribution Platform',
    'links.appName.WPA': 'WeChat Public Accounts',
    'links.appName.COUPON': 'Coupon Center',
    'links.appName.PANCAKE': 'Pancake',
    'links.appName.KFPLAT': 'Customer Service Platform',
  },
});
