import { type Flag } from '@portico/sdk';
import {
  validateEmail,
  validateIdNumber,
  validateMobile,
  validateNewPassword,
  validateUserAdd,
  type MessageRef,
} from '@portico/sdk/internal';
import {
  type AdminUserDetail,
  type UserAddRequest,
  type UserUpdateRequest,
} from '@portico/sdk/contract';

/** A chosen unit as the form holds it (the choosers' ChosenOrg, structurally). */
export interface OrgRef {
  id: string;
  code: string;
  name: string;
}

/** Every field of a user the server takes (product.md §3 "User"). */
export interface UserForm {
  userCode: string;
  name: string;
  unit: OrgRef | null;
  /** A department of `unit`; null: none. */
  department: ChosenDepartment | null;
  password: string;
  mobile: string;
  email: string;
  idcard: string;
  sex: '' | 'male' | 'female';
  birth: string;
  address: string;
  /** YYYY-MM-DD; empty: no expiry. */
  expireTime: string;
  isSupplierAdmin: boolean;
  useDeptRole: boolean;
  pmsAccount: string;
}

/** The user's department as the form holds it: id and the name path shown. */
export interface ChosenDepartment {
  id: string;
  name: string;
}

export type UserFormErrors = Partial<Record<keyof UserForm, MessageRef>>;

export const EMPTY_USER_FORM: UserForm = {
  userCode: '',
  name: '',
  unit: null,
  department: null,
  password: '',
  mobile: '',
  email: '',
  idcard: '',
  sex: '',
  birth: '',
  address: '',
  expireTime: '',
  isSupplierAdmin: false,
  useDeptRole: false,
  pmsAccount: '',
};

const flag = (on: boolean): Flag => (on ? 'T' : 'F');

export function userToForm(user: AdminUserDetail): UserForm {
  return {
    userCode: user.userCode,
    name: user.name,
    unit: { id: user.unitId, code: user.unitCode, name: user.unitName },
    department: user.departmentId
      ? { id: user.departmentId, name: user.deptName ?? user.deptCode ?? '' }
      : null,
    password: '',
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    idcard: user.idcard ?? '',
    sex: user.sex ?? '',
    birth: user.birth?.slice(0, 10) ?? '',
    address: user.address ?? '',
    expireTime: user.expireTime?.slice(0, 10) ?? '',
    isSupplierAdmin: user.isSupplierAdmin === 'T',
    useDeptRole: user.useDeptRole === 'T',
    pmsAccount: user.pmsAccount ?? '',
  };
}

/**
 * The SDK's rules, run before the call so the form names the field at once: the user-add rule of
 * product.md §5 (code characters and length, name, e-mail, unit, mobile, ID number) and the
 * default password rule for a new user; an edit checks what the update schema checks. The unit's
 * own PASSWORD_STRATEGY is the server's to apply (its refusal is shown as it comes).
 */
export function validateUserForm(form: UserForm, mode: 'add' | 'edit'): UserFormErrors {
  const errors: UserFormErrors = {};
  if (mode === 'add') {
    const found = validateUserAdd({
      userCode: form.userCode,
      name: form.name,
      email: form.email,
      unitName: form.unit?.name ?? '',
      mobile: form.mobile,
      idcard: form.idcard,
    });
    const { unitName, ...rest } = found;
    Object.assign(errors, rest);
    if (unitName) errors.unit = unitName;
    const password = validateNewPassword(form.password, '');
    if (password) errors.password = password;
  } else {
    if (!form.name.trim()) errors.name = 'validation.user.nameRequired';
    const email = validateEmail(form.email);
    const mobile = validateMobile(form.mobile);
    const idcard = validateIdNumber(form.idcard);
    if (email) errors.email = email;
    if (mobile) errors.mobile = mobile;
    if (idcard) errors.idcard = idcard;
  }
  return errors;
}

export function toAddRequest(form: UserForm): UserAddRequest {
  return {
    userCode: form.userCode.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
    unitName: form.unit?.name ?? '',
    unitId: form.unit?.id,
    departmentId: form.department?.id,
    password: form.password,
    mobile: form.mobile.trim(),
    idcard: form.idcard.trim(),
    sex: form.sex || undefined,
    birth: form.birth || undefined,
    address: form.address.trim() || undefined,
    expireTime: form.expireTime || undefined,
    isSupplierAdmin: flag(form.isSupplierAdmin),
    useDeptRole: flag(form.useDeptRole),
    pmsAccount: form.pmsAccount.trim() || undefined,
  };
}

/**
 * The update call's body: only what changed, so saving an untouched form changes nothing. A field
 * emptied is sent as null, which the server stores as NULL (absent would keep the old value).
 */
export function toUpdateRequest(form: UserForm, user: AdminUserDetail): UserUpdateRequest {
  const before = userToForm(user);
  const body: UserUpdateRequest = { id: user.id };
  if (form.name.trim() !== before.name) body.name = form.name.trim();
  const text = ['email', 'mobile', 'idcard', 'address', 'pmsAccount'] as const;
  for (const key of text) {
    if (form[key].trim() !== before[key]) body[key] = form[key].trim() || null;
  }
  if (form.sex !== before.sex) body.sex = form.sex || null;
  if (form.birth !== before.birth) body.birth = form.birth || null;
  if (form.expireTime !== before.expireTime) body.expireTime = form.expireTime || null;
  if ((form.department?.id ?? null) !== (before.department?.id ?? null)) {
    body.departmentId = form.department?.id ?? null;
  }
  if (form.isSupplierAdmin !== before.isSupplierAdmin) {
    body.isSupplierAdmin = flag(form.isSupplierAdmin);
  }
  if (form.useDeptRole !== before.useDeptRole) body.useDeptRole = flag(form.useDeptRole);
  return body;
}
