import { defineMessages } from '../define-messages';

/**
 * Fixed messages of api-contract.md §8 that screens show (administration, menus, copying),
 * kept apart from the transport errors so a child app's SDK core does not carry them.
 */
export const fixedMessages = defineMessages({
  'zh-CN': {
    'error.copyFailed': '复制失败',
    'error.menuMissingTitle': '菜单缺少标题',
    'error.appParamDisabled': '应用参数 {param} 未启用或未设置',
    'error.unitCannotDelete': '单位不能删除',
    'error.unitCannotEdit': '单位不能编辑',
    'error.unitCannotAssignRoles': '单位不能分配角色',
    'error.setPasswordEmail': '设置密码邮箱出错：账号或邮箱填写错误',
    'error.deleteFailed': '删除失败，请刷新后重试',
    'error.getAuthFailed': '获取权限失败',
    'error.getUserDetailFailed': '获取用户详情失败',
    'error.domainNotAssociated': '域名未关联应用',
    'error.noAppLinkSet': '客户未设置相关的应用链接',
  },
  'en-US': {
    'error.copyFailed': 'Replication failed',
    'error.menuMissingTitle': 'Menu is missing title',
    'error.appParamDisabled': 'Application parameter {param} is disabled or not set',
    'error.unitCannotDelete': 'Unit cannot be deleted',
    'error.unitCannotEdit': 'Unit cannot be edited',
    'error.unitCannotAssignRoles': 'Unit cannot be assigned roles',
    'error.setPasswordEmail': 'Set password email error: account or email filled in wrongly',
    'error.deleteFailed': 'delete failed, refresh and retry',
    'error.getAuthFailed': 'Failed to get auth',
    'error.getUserDetailFailed': 'Failed to get detail of user',
    'error.domainNotAssociated': 'domain not associated with an application',
    'error.noAppLinkSet': 'customer has no related app link set',
  },
});
