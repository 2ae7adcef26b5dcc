import { defineMessages } from '../define-messages';

/** Buttons, states and widgets shared by many screens (product.md §2.9 "Common widgets"). */
export const common = defineMessages({
  'zh-CN': {
    'common.listSeparator': '、',
    'common.search': '搜索',
    'common.reset': '重置',
    'common.cancel': '取消',
    'common.confirm': '确定',
    'common.close': '关闭',
    'common.loading': '加载中…',
    'common.noData': '暂无数据',
    'common.total': '共 {total} 条',
    'common.all': '全部',
    'common.operation': '操作',
    'common.startTime': '开始时间',
    'common.endTime': '结束时间',
    'common.success': '操作成功',
  },
  'en-US': {
    'common.listSeparator': ', ',
    'common.search': 'Search',
    'common.reset': 'Reset',
    'common.cancel': 'Cancel',
    'common.confirm': 'Confirm',
    'common.close': 'Close',
    'common.loading': 'Loading…',
    'common.noData': 'No data',
    'common.total': 'Total: {total}',
    'common.all': 'All',
    'common.operation': 'Actions',
    'common.startTime': 'Start time',
    'common.endTime': 'End time',
    'common.success': 'Done',
  },
});
