import { defineMessages } from '../define-messages';

/**
 * What `@portico/sdk/messaging` throws: the message search and selection rules of product.md §5
 * and the detail failure of api-contract.md §8; messaging registers them itself.
 */
export const messageRules = defineMessages({
  'zh-CN': {
    'error.messageDetailFailed': '查询详情失败：{reason}',
    'validation.messageSearch.rangeRequired': '请选择发布时间范围',
    'validation.messageSearch.rangeInvalid': '请选择有效的发布时间范围',
    'validation.messageSearch.rangeTooLong': '发布时间范围不能超过{days}天',
    'validation.message.selectFirst': '请先选择消息',
  },
  'en-US': {
    'error.messageDetailFailed': 'Failed to query the details: {reason}',
    'validation.messageSearch.rangeRequired': 'Please choose a publish time range',
    'validation.messageSearch.rangeInvalid': 'Please choose a valid publish time range',
    'validation.messageSearch.rangeTooLong': 'The publish time range cannot exceed {days} days',
    'validation.message.selectFirst': 'please select messages first',
  },
});
