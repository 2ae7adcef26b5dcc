import { defineMessages } from '../define-messages';

/**
 * The error catalogue of api-contract.md §8 that the envelope client makes; createPortico
 * registers it. Refused links and expired launch tokens are in `links`, the message detail
 * failure in `messageRules`: the areas of the code that shows them.
 */
export const errors = defineMessages({
  'zh-CN': {
    'error.unknown': '未知错误',
    'error.network': '网络请求错误',
    'error.response': '响应错误',
    'error.unknownNetwork': '未知的网络错误',
    'error.timeout': '请求超时，请稍后再试',
  },
  'en-US': {
    'error.unknown': 'unknown error',
    'error.network': 'network request error',
    'error.response': 'response error',
    'error.unknownNetwork': 'unknown network error',
    'error.timeout': 'Request timed out, please try again later',
  },
});
