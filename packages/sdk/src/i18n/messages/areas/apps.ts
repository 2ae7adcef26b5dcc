import { defineMessages } from '../define-messages';

/** Application launcher (product.md §2.7). */
export const apps = defineMessages({
  'zh-CN': {
    'apps.welcome': '欢迎，{unitName}',
    'apps.title': '应用中心',
    'apps.notSet': '未设置',
    'apps.noAddress': '没有匹配的地址',
    'apps.workspace': '工作台',
  },
  'en-US': {
    'apps.welcome': 'Welcome, {unitName}',
    'apps.title': 'Applications',
    'apps.notSet': 'not set',
    'apps.noAddress': 'No matched address',
    'apps.workspace': 'Workspace',
  },
});
