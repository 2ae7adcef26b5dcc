import { defineMessages } from '../define-messages';

/**
 * The console's user and role screens (product.md §2.5 /user/user-list, /user/unit-user-list,
 * /role/roleList, /role/admin-roles) and the permission trees they share.
 */
export const adminUsers = defineMessages({
  'zh-CN': {
    'route.role.roleList': '角色管理',
    'route.role.adminRoles': '角色管理（全部单位）',
    'roles.add': '新增角色',
  },
  'en-US': {
    'route.role.roleList': 'Roles',
    'route.role.adminRoles': 'Roles (all units)',
    'roles.add': 'Add role',
  },
});
