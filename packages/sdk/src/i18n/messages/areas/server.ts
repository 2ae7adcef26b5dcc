import { defineMessages } from '../define-messages';

/** The reference server's own answers. */
export const server = defineMessages({
  'zh-CN': {
    'server.invalidInput': '输入不合法：{detail}',
    'server.badCredentials': '单位、账号或密码错误',
    'server.accountDisabled': '账号已停用',
    'server.unauthorized': '登录信息已失效，请重新登录',
    'server.forbidden': '没有权限',
    'server.audienceOutOfScope': '没有权限：您不管理单位 {unit}，不能向其发送消息',
    'server.notFound': '记录不存在',
    'server.internal': '服务器内部错误',
    'server.unavailable': '服务暂时不可用，请稍后再试',
    'server.tooManyRequests': '尝试次数过多，请 {seconds} 秒后再试',
    'server.mail.lockedSubject': 'Portico 账号已暂时锁定',
    'server.mail.lockedBody':
      '{name}，您好：单位 {unitCode} 账号 {userCode} 连续 {attempts} 次登录失败（最近一次来自 {ip}），已锁定至 {until}（UTC），期间任何密码都无法登录。如是本人操作，可等待锁定结束，或使用验证码 {code} 立即解锁（{minutes} 分钟内有效）。如非本人操作，请尽快修改密码。',
  },
  'en-US': {
    'server.invalidInput': 'Invalid input: {detail}',
    'server.badCredentials': 'Unit, account or password is wrong',
    'server.accountDisabled': 'The account is disabled',
    'server.unauthorized': 'Your session has expired, please log in again',
    'server.forbidden': 'No permission',
    'server.audienceOutOfScope':
      'No permission: you do not administer unit {unit}, so you cannot send messages to it',
    'server.notFound': 'The record does not exist',
    'server.internal': 'Internal server error',
    'server.unavailable': 'The service is temporarily unavailable, please try again later',
    'server.tooManyRequests': 'Too many attempts, please try again in {seconds} seconds',
    'server.mail.lockedSubject': 'Your Portico account is locked for now',
    'server.mail.lockedBody':
      'Hello {name}, account {userCode} of unit {unitCode} had {attempts} failed sign-ins in a row (the last from {ip}) and is locked until {until} (UTC): no password signs in meanwhile. If this was you, wait until then, or unlock now with the code {code} (valid {minutes} minutes). If it was not you, change your password soon.',
  },
});
