import { defineTexts } from '../define-texts';

/** Reports (product.md §2.5 /report: myReport, reportCenter, openReport). */
export const reportsTexts = defineTexts({
  'zh-CN': {
    'reports.mine.hint': '您在当前单位可以查看的报表，按应用分组。',
    'reports.mine.empty': '您在当前单位没有可查看的报表',
    'reports.center.hint': '单位已开通应用的全部报表，按应用分组。',
    'reports.center.empty': '该单位已开通的应用没有报表',
    'reports.noAddress': '（未配置地址）',
    'reports.open.title': '打开报表',
    'reports.open.opening': '正在打开报表…',
    'reports.open.back': '返回我的报表',
    'reports.open.noCode': '链接缺少报表编码（?code=），无法确定要打开哪个报表。',
    'reports.signIns.hint': '当前单位最近 7 天的登录成功与失败次数。',
    'reports.signIns.day': '日期',
    'reports.signIns.success': '成功',
    'reports.signIns.failure': '失败',
  },
  'en-US': {
    'reports.mine.hint': 'The reports you may open in the current unit, by application.',
    'reports.mine.empty': 'You have no reports to open in the current unit',
    'reports.center.hint': 'Every report of the applications the unit opened, by application.',
    'reports.center.empty': 'The applications the unit opened have no reports',
    'reports.noAddress': '(no address set)',
    'reports.open.title': 'Open report',
    'reports.open.opening': 'Opening the report…',
    'reports.open.back': 'Back to my reports',
    'reports.open.noCode': 'The link has no report code (?code=), so there is no report to open.',
    'reports.signIns.hint': 'Successful and failed sign-ins of the current unit, last 7 days.',
    'reports.signIns.day': 'Date',
    'reports.signIns.success': 'Successful',
    'reports.signIns.failure': 'Failed',
  },
});
