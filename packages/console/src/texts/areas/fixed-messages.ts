import { defineTexts } from '../define-texts';

/**
 * Fixed messages of api-contract.md §8 that screens show (administration, menus, copying),
 * kept apart from the transport errors so a child app's SDK core does not carry them.
 */
export const fixedMessagesTexts = defineTexts({
  'zh-CN': {
    'error.menuMissingTitle': '菜单缺少标题',
    'error.setPasswordEmail': '设置密码邮箱出错：账号或邮箱填写错误',
    'error.getAuthFailed': '获取权限失败',
    'error.domainNotAssociated': '域名未关联应用',
  },
  'en-US': {
    'error.menuMissingTitle': 'Menu is missing title',
    'error.setPasswordEmail': 'Set password email error: account or email filled in wrongly',
    'error.getAuthFailed': 'Failed to get auth',
    'error.domainNotAssociated': 'domain not associated with an application',
  },
});
