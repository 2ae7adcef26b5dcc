import { defineMessages } from '../define-messages';

/**
 * The console's unit and department screens (product.md §2.5 /unit/*), the common widgets of
 * product.md §2.9 they are built from, and the server's answers about disabled units.
 */
export const adminUnits = defineMessages({
  'zh-CN': {
    'adminUnits.server.unitDisabled': '该单位已停用，无法登录，请联系管理员',
    'adminUnits.server.rootCannotDisable': '顶级单位不能停用',
  },
  'en-US': {
    'adminUnits.server.unitDisabled':
      'The unit is disabled and cannot be signed in to; please contact your administrator',
    'adminUnits.server.rootCannotDisable': 'The top-level unit cannot be disabled',
  },
});
