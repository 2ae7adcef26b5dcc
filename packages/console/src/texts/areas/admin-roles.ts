import { defineTexts } from '../define-texts';

/**
 * Role order, groups, child roles, templates, dispatch to hotels and assignment to departments
 * (product.md §2.5 /role/admin-roles, /role/roleList; §6), on the console and from the server.
 */
export const adminRolesTexts = defineTexts({
  'zh-CN': {
    'roleAdmin.moveUp': '上移 {code}',
    'roleAdmin.moveDown': '下移 {code}',
    'roleAdmin.allGroups': '全部角色组',
    'roleAdmin.templateMark': '设为模板（新增角色时可从它复制权限）',
    'roleAdmin.fromTemplate': '从模板新增',
    'roleAdmin.noTemplate': '不使用模板',
    'roleAdmin.childrenHint': '持有本角色的用户同时获得所勾选子角色的权限。',
    'roleAdmin.noChildren': '本单位没有其他角色',
    'roleAdmin.dispatchOne': '将 {code} 下发到酒店',
    'roleAdmin.dispatchOf': '下发角色：{code}（{name}）',
    'roleAdmin.dispatchHint':
      '勾选的单位可以把该角色分配给自己的用户；取消勾选的单位会失去该角色及其用户、部门的分配。',
    'roleAdmin.dispatchTo': '下发到 {code}',
    'roleAdmin.noTargets': '该角色所属单位下没有下级单位。',
    'roleAdmin.dispatchSaved': '{code} 已下发到 {count} 个单位',
    'roleAdmin.usersTab': '用户',
    'roleAdmin.departmentsTab': '部门',
    'roleAdmin.departmentsHint':
      '所选部门中开启“使用部门角色”的用户持有该角色。单位本身不能分配角色。',
    'roleAdmin.departmentFilter': '筛选部门',
    'roleAdmin.departmentsSaved': '{code} 的部门已保存',
    'roleAdmin.noDepartments': '该单位没有部门',
  },
  'en-US': {
    'roleAdmin.moveUp': 'Move {code} up',
    'roleAdmin.moveDown': 'Move {code} down',
    'roleAdmin.allGroups': 'All groups',
    'roleAdmin.templateMark': 'Template (new roles may start with its permissions)',
    'roleAdmin.fromTemplate': 'Start from template',
    'roleAdmin.noTemplate': 'No template',
    'roleAdmin.childrenHint':
      'Holders of this role also get the permissions of the roles ticked here.',
    'roleAdmin.noChildren': 'The unit has no other roles',
    'roleAdmin.dispatchOne': 'Dispatch {code} to hotels',
    'roleAdmin.dispatchOf': 'Dispatch role {code} ({name})',
    'roleAdmin.dispatchHint':
      'The units ticked may give the role to their users; a unit unticked loses it, with its users and departments.',
    'roleAdmin.dispatchTo': 'Dispatch to {code}',
    'roleAdmin.noTargets': "There are no units below the role's unit.",
    'roleAdmin.dispatchSaved': '{code} dispatched to {count} units',
    'roleAdmin.usersTab': 'Users',
    'roleAdmin.departmentsTab': 'Departments',
    'roleAdmin.departmentsHint':
      'Users of the ticked departments hold the role when their use-department-role flag is on. The unit itself takes no roles.',
    'roleAdmin.departmentFilter': 'Filter departments',
    'roleAdmin.departmentsSaved': 'Departments of {code} saved',
    'roleAdmin.noDepartments': 'The unit has no departments',
  },
});
