import { defineMessages } from '../define-messages';

/**
 * The menu editor (product.md §3 "Menu", §2.8 window types) beside the resource trees: the
 * console's screen and the reference server's refusals.
 */
export const menus = defineMessages({
  'zh-CN': {
    'menus.identityExists': '该应用中菜单标识 {identity} 已存在',
    'menus.parentInvalid': '上级菜单必须是同一应用的菜单，且不能是该菜单本身或其下级',
    'menus.title': '菜单管理',
  },
  'en-US': {
    'menus.identityExists': 'Menu identity {identity} already exists in this application',
    'menus.parentInvalid':
      'The parent must be a menu of the same application, and not the menu itself or below it',
    'menus.title': 'Menus',
  },
});
