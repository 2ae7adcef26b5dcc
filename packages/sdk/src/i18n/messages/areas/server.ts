import { defineMessages } from '../define-messages';

/** The reference server's own answers. */
export const server = defineMessages({
  'zh-CN': {
    'server.invalidInput': '输入不合法：{detail}',
    'server.badCredentials': '单位、账号或密码错误',
    'server.accountDisabled': '账号已停用',
    'server.accountLocked': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    'server.unauthorized': '登录信息已失效，请重新登录',
    'server.forbidden': '没有权限',
    'server.notFound': '记录不存在',
    'server.internal': '服务器内部错误',
    'server.unavailable': '服务暂时不可用，请稍后再试',
  },
  'en-US': {
    'server.invalidInput': 'Invalid input: {detail}',
    'server.badCredentials': 'Unit, account or password is wrong',
    'server.accountDisabled': 'The account is disabled',
    'server.accountLocked':
      'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
    'server.unauthorized': 'Your session has expired, please log in again',
    'server.forbidden': 'No permission',
    'server.notFound': 'The record does not exist',
    'server.internal': 'Internal server error',
    'server.unavailable': 'The service is temporarily unavailable, please try again later',
  },
});
