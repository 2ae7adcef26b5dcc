import { defineMessages } from '../define-messages';

/** Error and standalone pages (product.md §2.5, §6; api-contract.md §8 "Pages"). */
export const pages = defineMessages({
  'zh-CN': {
    'page.forbidden': '权限不足',
    'page.notFound': '页面不存在',
    'page.serverError': '服务器错误',
    'page.backHome': '返回首页',
    'page.backToLogin': '返回登录',
    'page.reloginRequired': '该页面已更新，请重新登录',
    'page.userListMerged': '用户管理已合并至部门管理，请重新登录',
    'page.agreement': '用户协议',
    'page.resetPassword': '重置密码',
    'page.formPermissionValidation': '表单权限校验',
    'page.blank': '空白页',
    'page.watermark': '{unitName} {userCode}',
  },
  'en-US': {
    'page.forbidden': 'Insufficient permission',
    'page.notFound': 'Page not exist',
    'page.serverError': 'Server error',
    'page.backHome': 'Back to home',
    'page.backToLogin': 'Back to login',
    'page.reloginRequired': 'This page has been updated, please log in again',
    'page.userListMerged':
      'User management has moved into department management, please log in again',
    'page.agreement': 'User agreement',
    'page.resetPassword': 'Reset password',
    'page.formPermissionValidation': 'Form permission validation',
    'page.blank': 'Blank page',
    'page.watermark': '{unitName} {userCode}',
  },
});
