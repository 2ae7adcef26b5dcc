import { defineMessages } from '../define-messages';

/**
 * The reference server's answers to the administration calls (product.md §2.5, §6). Each text
 * names the field or record it is about, since it is the whole message the caller sees.
 */
export const adminServer = defineMessages({
  'zh-CN': {
    'adminServer.unitCodeInvalid': '单位编码只能包含字母、数字、_ 和 -，且不超过 64 个字符',
    'adminServer.unitNameRequired': '请输入单位名称',
    'adminServer.unitCodeExists': '单位编码已存在',
    'adminServer.unitNotEmpty': '该单位下还有下级单位或用户，不能删除',
    'adminServer.unitParentInvalid': '上级单位不能是该单位本身或其下级单位',
    'adminServer.areaInvalid': '区域必须属于上级单位',
    'adminServer.appUnknown': '应用 {code} 不存在',
    'adminServer.parameterReserved': '密码策略（PASSWORD_STRATEGY）请通过密码策略设置保存',
    'adminServer.departmentCodeExists': '本单位中部门编码已存在',
    'adminServer.departmentNotEmpty': '该部门下还有下级部门或用户，不能删除',
    'adminServer.departmentParentInvalid':
      '上级部门必须属于同一单位，且不能是该部门本身或其下级部门',
    'adminServer.departmentOfUnit': '部门必须属于用户所在单位',
    'adminServer.pmsAccountExists': '本单位中 PMS 账号已被使用',
    'adminServer.notSelf': '不能停用或删除自己的账号',
    'adminServer.userNotInUnit': '该用户不属于此单位，也不能登录此单位',
    'adminServer.roleCodeExists': '本单位中角色编码已存在',
    'adminServer.roleInUse': '该角色仍被用户、部门或其他角色使用，不能删除',
    'adminServer.roleNotAssignable': '角色 {code} 不能在此单位中分配',
    'adminServer.childRoleInvalid': '子角色必须是同一单位的其他角色，且不能形成循环',
    'adminServer.dispatchInvalid': '角色只能下发到其所属单位的下级单位',
    'adminServer.permissionUnknown': '权限不属于应用 {app} 或不存在',
    'adminServer.ipInvalid': 'IP 白名单：{ip} 不是有效的 IP 地址或网段',
    'adminServer.timeRange': '开始时间不能晚于结束时间',
    'adminServer.dateRange': '开始日期不能晚于结束日期',
  },
  'en-US': {
    'adminServer.unitCodeInvalid':
      'Unit code: letters, digits, _ and - only, at most 64 characters',
    'adminServer.unitNameRequired': 'Please enter the unit name',
    'adminServer.unitCodeExists': 'Unit code already exists',
    'adminServer.unitNotEmpty': 'The unit still has units or users below it and cannot be deleted',
    'adminServer.unitParentInvalid': 'The parent unit cannot be the unit itself or a unit below it',
    'adminServer.areaInvalid': 'The area must belong to the parent unit',
    'adminServer.appUnknown': 'Application {code} does not exist',
    'adminServer.parameterReserved':
      'PASSWORD_STRATEGY is saved through the password strategy call',
    'adminServer.departmentCodeExists': 'Department code already exists in this unit',
    'adminServer.departmentNotEmpty':
      'The department still has sub-departments or users and cannot be deleted',
    'adminServer.departmentParentInvalid':
      'The parent department must be of the same unit, and neither the department nor one below it',
    'adminServer.departmentOfUnit': "The department must belong to the user's unit",
    'adminServer.pmsAccountExists': 'PMS account already used in this unit',
    'adminServer.notSelf': 'You cannot disable or delete your own account',
    'adminServer.userNotInUnit': 'The user neither belongs to nor may sign in to this unit',
    'adminServer.roleCodeExists': 'Role code already exists in this unit',
    'adminServer.roleInUse':
      'The role is still held by users or departments, or is a child role, and cannot be deleted',
    'adminServer.roleNotAssignable': 'Role {code} cannot be given in this unit',
    'adminServer.childRoleInvalid':
      'Child roles must be other roles of the same unit, without a cycle',
    'adminServer.dispatchInvalid': "A role can only be dispatched to units below the role's unit",
    'adminServer.permissionUnknown': 'A permission is unknown or not of application {app}',
    'adminServer.ipInvalid': 'IP whitelist: {ip} is not an IP address or CIDR block',
    'adminServer.timeRange': 'The start time must not be after the end time',
    'adminServer.dateRange': 'The start date must not be after the end date',
  },
});
