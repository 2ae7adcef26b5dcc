import { defineMessages } from '../define-messages';

/**
 * Fixed messages of api-contract.md §8 that screens show (administration, menus, copying),
 * kept apart from the transport errors so a child app's SDK core does not carry them.
 */
export const fixedMessages = defineMessages({
  'zh-CN': {
    'error.copyFailed': '复制失败',
    'error.appParamDisabled': '应用参数 {param} 未启用或未设置',
    'error.unitCannotDelete': '单位不能删除',
    'error.unitCannotEdit': '单位不能编辑',
    'error.unitCannotAssignRoles': '单位不能分配角色',
    'error.deleteFailed': '删除失败，请刷新后重试',
    'error.getUserDetailFailed': '获取用户详情失败',
    'error.noAppLinkSet': '客户未设置相关的应用链接',
  },
  'en-US': {
    'error.copyFailed': 'Replication failed',
    'error.appParamDisabled': 'Application parameter {param} is disabled or not set',
    'error.unitCannotDelete': 'Unit cannot be deleted',
    'error.unitCannotEdit': 'Unit cannot be edited',
    'error.unitCannotAssignRoles': 'Unit cannot be assigned roles',
    'error.deleteFailed': 'delete failed, refresh and retry',
    'error.getUserDetailFailed': 'Failed to get detail of user',
    'error.noAppLinkSet': 'customer has no related app link set',
  },
});
