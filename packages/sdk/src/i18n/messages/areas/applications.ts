import { defineMessages } from '../define-messages';

/**
 * Application administration (product.md §2.5 /apply: applyList, applyConfigList, open-list,
 * open-task-list, resource-list, verification): the console's screens and the reference server's
 * refusals, which name the field or record they are about.
 */
export const applications = defineMessages({
  'zh-CN': {
    'applications.codeExists': '应用编码 {code} 已存在',
    'applications.userCentreKept': '用户中心（UC）不能删除或停用',
    'applications.linkCodeExists': '本单位中链接编码 {code} 已存在',
    'applications.resourceCodeExists': '该应用的同类资源中编码 {code} 已存在',
    'applications.resourceParentInvalid':
      '上级资源必须属于同一应用和类型，且不能是该资源本身或其下级',
    'applications.form.codeInvalid':
      '编码须以大写字母开头，只含大写字母、数字和 _，不超过 32 个字符',
    'applications.form.nameRequired': '请输入名称',
    'applications.form.addressInvalid': '请输入 http(s) 地址或以 / 开头的路径',
    'applications.resources.title': '资源管理',
  },
  'en-US': {
    'applications.codeExists': 'Application code {code} already exists',
    'applications.userCentreKept': 'The user centre (UC) cannot be deleted or disabled',
    'applications.linkCodeExists': 'Link code {code} already exists in this unit',
    'applications.resourceCodeExists':
      'Code {code} already exists among this application’s resources of that type',
    'applications.resourceParentInvalid':
      'The parent resource must be of the same application and type, and not the resource itself or below it',
    'applications.form.codeInvalid':
      'The code starts with a capital letter and has capitals, digits and _ only, at most 32 characters',
    'applications.form.nameRequired': 'Please enter the name',
    'applications.form.addressInvalid': 'Please enter an http(s) address or a path starting with /',
    'applications.resources.title': 'Resource trees',
  },
});
