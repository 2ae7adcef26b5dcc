import { defineTexts } from '../define-texts';

/** Application launcher (product.md §2.7). */
export const appsTexts = defineTexts({
  'zh-CN': {
    'apps.empty': '本单位暂无可用应用',
    'apps.viewMin': '紧凑视图',
    'apps.viewMax': '大图视图',
    'apps.logout': '退出登录',
    'apps.loadFailed': '应用列表加载失败：{reason}',
    'apps.chooseHotel': '选择酒店',
    'apps.searchHotel': '搜索酒店编码或名称',
    'apps.noHotel': '没有可选的酒店',
    'apps.close': '关闭',
  },
  'en-US': {
    'apps.empty': 'No application is open to your unit yet',
    'apps.viewMin': 'Compact view',
    'apps.viewMax': 'Large view',
    'apps.logout': 'Log out',
    'apps.loadFailed': 'Could not load the applications: {reason}',
    'apps.chooseHotel': 'Select hotel',
    'apps.searchHotel': 'Search hotel code or name',
    'apps.noHotel': 'No hotel to choose',
    'apps.close': 'Close',
  },
});
