import { defineMessages } from '../define-messages';

/** Reports (product.md §2.5 /report: myReport, reportCenter, openReport). */
export const reports = defineMessages({
  'zh-CN': {
    'reports.signIns.title': '每日登录',
  },
  'en-US': {
    'reports.signIns.title': 'Daily sign-ins',
  },
});
