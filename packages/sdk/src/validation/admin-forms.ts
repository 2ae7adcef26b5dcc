import type { MessageKey } from '../i18n/translate';
import { validateEmail, validateIdNumber, validateMobile } from './contact-rules';
import { collectErrors, required, type FieldErrors } from './form-errors';
import { validateUserCode } from './user-code';

/** User add (product.md §5); mobile and ID number are optional but checked when given. */
export interface UserAddForm {
  userCode: string;
  name: string;
  email: string;
  unitName: string;
  mobile?: string;
  idcard?: string;
}
export type UserAddField = keyof UserAddForm;

export function validateUserAdd(form: UserAddForm): FieldErrors<UserAddField> {
  return collectErrors<UserAddField, MessageKey>([
    ['userCode', validateUserCode(form.userCode)],
    ['name', required(form.name, 'validation.user.nameRequired')],
    ['email', required(form.email, 'validation.email.required') ?? validateEmail(form.email)],
    ['unitName', required(form.unitName, 'validation.user.unitNameRequired')],
    ['mobile', validateMobile(form.mobile ?? '')],
    ['idcard', validateIdNumber(form.idcard ?? '')],
  ]);
}

/** Department add (product.md §5): code and name required. */
export interface DepartmentForm {
  code: string;
  name: string;
}

export function validateDepartment(form: DepartmentForm): FieldErrors<keyof DepartmentForm> {
  return collectErrors([
    ['code', required(form.code, 'validation.department.codeRequired')],
    ['name', required(form.name, 'validation.department.nameRequired')],
  ] as const);
}

/** Role add (product.md §5): code and description (descript) required. */
export interface RoleForm {
  code: string;
  descript: string;
}

export function validateRole(form: RoleForm): FieldErrors<keyof RoleForm> {
  return collectErrors([
    ['code', required(form.code, 'validation.role.codeRequired')],
    ['descript', required(form.descript, 'validation.role.descriptRequired')],
  ] as const);
}
