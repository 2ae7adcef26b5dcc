import { defineMessages } from '../define-messages';

/** The error catalogue (api-contract.md §8). */
export const errors = defineMessages({
  'zh-CN': {
    'error.unknown': '未知错误',
    'error.network': '网络请求错误',
    'error.response': '响应错误',
    'error.unknownNetwork': '未知的网络错误',
    'error.timeout': '请求超时，请稍后再试',
    'error.tokenExpired': '当前登录信息已失效，请重新登录',
    'error.illegalExternalLink': '不合法的外部链接',
    'error.loginSystemConfigMissing': 'loginSystemConfig 缺失',
    'error.messageDetailFailed': '查询详情失败：{reason}',
  },
  'en-US': {
    'error.unknown': 'unknown error',
    'error.network': 'network request error',
    'error.response': 'response error',
    'error.unknownNetwork': 'unknown network error',
    'error.timeout': 'Request timed out, please try again later',
    'error.tokenExpired': 'Current login information has expired, please log in again',
    'error.illegalExternalLink': 'Illegal external links',
    'error.loginSystemConfigMissing': 'loginSystemConfig is missing',
    'error.messageDetailFailed': 'Failed to query the details: {reason}',
  },
});
