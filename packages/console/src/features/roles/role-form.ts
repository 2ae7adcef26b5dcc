import type { TextKey } from '../../texts/catalogue';
import { validateRole } from '@portico/sdk/internal';
import { type AdminRole, type RoleAddRequest, type RoleUpdateRequest } from '@portico/sdk/contract';

export interface RoleForm {
  code: string;
  descript: string;
  /** The order, as typed; empty: none. */
  sort: string;
  roleGroup: string;
  /** Marked as a template: new roles of the unit may start with its permissions. */
  isTemplate: boolean;
  /** The roles this one includes (product.md §6 child roles). */
  childRoleIds: string[];
  /** A new role only: the template whose permissions it starts with; empty: none. */
  templateId: string;
}

export type RoleFormErrors = Partial<Record<'code' | 'descript' | 'sort' | 'roleGroup', TextKey>>;

export const EMPTY_ROLE_FORM: RoleForm = {
  code: '',
  descript: '',
  sort: '',
  roleGroup: '',
  isTemplate: false,
  childRoleIds: [],
  templateId: '',
};

export function roleToForm(role: AdminRole): RoleForm {
  return {
    code: role.code,
    descript: role.descript,
    sort: String(role.sort),
    roleGroup: role.roleGroup ?? '',
    isTemplate: role.isTemplate === 'T',
    childRoleIds: [...role.childRoleIds],
    templateId: '',
  };
}

/**
 * The SDK's role rule (product.md §5: code and description required) plus the limits of the
 * role schemas: code ≤ 64, description ≤ 200, order a whole number 0…1,000,000.
 */
export function validateRoleForm(form: RoleForm): RoleFormErrors {
  const errors: RoleFormErrors = { ...validateRole(form) };
  if (!errors.code && form.code.trim().length > 64) errors.code = 'validation.tooLong';
  if (!errors.descript && form.descript.trim().length > 200) {
    errors.descript = 'validation.tooLong';
  }
  const sort = form.sort.trim();
  if (sort && !(/^\d+$/.test(sort) && Number(sort) <= 1_000_000)) {
    errors.sort = 'roles.form.sortInvalid';
  }
  if (form.roleGroup.trim().length > 64) errors.roleGroup = 'validation.tooLong';
  return errors;
}

export function toAddRequest(form: RoleForm, unitId: string | undefined): RoleAddRequest {
  return {
    code: form.code.trim(),
    descript: form.descript.trim(),
    unitId,
    sort: form.sort.trim() ? Number(form.sort.trim()) : undefined,
    roleGroup: form.roleGroup.trim() || undefined,
    isTemplate: form.isTemplate ? 'T' : 'F',
    childRoleIds: form.childRoleIds,
    templateId: form.templateId || undefined,
  };
}

export function toUpdateRequest(form: RoleForm, role: AdminRole): RoleUpdateRequest {
  return {
    id: role.id,
    code: form.code.trim(),
    descript: form.descript.trim(),
    sort: form.sort.trim() ? Number(form.sort.trim()) : undefined,
    roleGroup: form.roleGroup.trim() || undefined,
    isTemplate: form.isTemplate ? 'T' : 'F',
    childRoleIds: form.childRoleIds,
  };
}
