import { defineMessages } from '../define-messages';

/**
 * Links (product.md §2.7, §2.8): refused links and launch tokens (api-contract.md §8), and the
 * display names of the application codes of product.md §2.7, which the spec does not show
 * (chosen here). Kept apart from the SSO rules' texts, which every child app carries.
 */
export const links = defineMessages({
  'zh-CN': {
    'error.tokenExpired': '当前登录信息已失效，请重新登录',
    'error.illegalExternalLink': '不合法的外部链接',
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
    'error.tokenExpired': 'Current login information has expired, please log in again',
    'error.illegalExternalLink': 'Illegal external links',
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
