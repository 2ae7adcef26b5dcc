import { defineMessages } from '../define-messages';

/** Application launcher (product.md §2.7). */
export const apps = defineMessages({
  'zh-CN': {
    'apps.welcome': '欢迎，{unitName}',
    'apps.title': '应用中心',
    'apps.empty': '本单位暂无可用应用',
    'apps.notSet': '未设置',
    'apps.viewMin': '紧凑视图',
    'apps.viewMax': '大图视图',
    'apps.noAddress': '没有匹配的地址',
    'apps.logout': '退出登录',
    'apps.loadFailed': '应用列表加载失败：{reason}',
    'apps.workspace': '工作台',
    'apps.chooseHotel': '选择酒店',
    'apps.searchHotel': '搜索酒店编码或名称',
    'apps.noHotel': '没有可选的酒店',
    'apps.close': '关闭',
  },
  'en-US': {
    'apps.welcome': 'Welcome, {unitName}',
    'apps.title': 'Applications',
    'apps.empty': 'No application is open to your unit yet',
    'apps.notSet': 'not set',
    'apps.viewMin': 'Compact view',
    'apps.viewMax': 'Large view',
    'apps.noAddress': 'No matched address',
    'apps.logout': 'Log out',
    'apps.loadFailed': 'Could not load the applications: {reason}',
    'apps.workspace': 'Workspace',
    'apps.chooseHotel': 'Select hotel',
    'apps.searchHotel': 'Search hotel code or name',
    'apps.noHotel': 'No hotel to choose',
    'apps.close': 'Close',
  },
});
