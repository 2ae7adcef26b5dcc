import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import type { AdminRole } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormFields } from '../../../components/admin/use-form-fields';
import {
  CheckField,
  SelectField,
  TextFields,
  bindForm,
  type TextFieldSpec,
} from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { unitRolesQueryOptions, useSaveRole } from '../api/roles';
import {
  EMPTY_ROLE_FORM,
  roleToForm,
  toAddRequest,
  toUpdateRequest,
  validateRoleForm,
  type RoleForm,
  type RoleFormErrors,
} from '../role-form';
import { ChildRolesField } from './child-roles-field';

const NAMING: TextFieldSpec<RoleForm>[] = [
  { name: 'code', label: 'field.role.code', required: true, maxLength: 65 },
  { name: 'descript', label: 'field.role.descript', required: true, maxLength: 201 },
];
const ORDER: TextFieldSpec<RoleForm>[] = [
  { name: 'sort', label: 'field.role.order', inputMode: 'numeric' },
  { name: 'roleGroup', label: 'field.role.group', maxLength: 65 },
];

/**
 * Add (in `unitId`) or edit a role: code and description required, order, group, the template
 * mark and the child roles; a new role may start with a template's permissions.
 */
export function RoleFormDialog({
  role,
  unitId,
  onClose,
}: {
  role?: AdminRole;
  unitId?: string;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { form, errors, set, passes } = useFormFields<RoleForm, RoleFormErrors>(() =>
    role ? roleToForm(role) : EMPTY_ROLE_FORM,
  );
  const save = useSaveRole();
  const ownerUnit = role?.unitId ?? unitId ?? '';
  const templates = useQuery({
    ...unitRolesQueryOptions(ownerUnit, { isTemplate: 'T' }),
    enabled: !role,
  });
  const bind = bindForm({ form, errors, set }, t);
  const submit = () => {
    if (!passes(validateRoleForm(form))) return;
    save.mutate(
      role ? { update: toUpdateRequest(form, role) } : { add: toAddRequest(form, unitId) },
      toasts.done(onClose, (saved) => t('roles.saved', { code: saved.code })),
    );
  };
  return (
    <FormDialog
      title={t(role ? 'roles.edit' : 'roles.add')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!role && (
        <SelectField
          bind={bind}
          name="templateId"
          label={t('roleAdmin.fromTemplate')}
          options={[
            { value: '', label: t('roleAdmin.noTemplate') },
            ...(templates.data?.datas ?? []).map((r) => ({
              value: r.id,
              label: `${r.code} · ${r.descript}`,
            })),
          ]}
        />
      )}
      <TextFields bind={bind} fields={NAMING} autoFocus />
      <div className="grid grid-cols-2 gap-3">
        <TextFields bind={bind} fields={ORDER} />
      </div>
      <CheckField bind={bind} name="isTemplate" label={t('roleAdmin.templateMark')} />
      <ChildRolesField
        unitId={ownerUnit}
        roleId={role?.id}
        value={form.childRoleIds}
        onChange={(ids) => set('childRoleIds', ids)}
      />
    </FormDialog>
  );
}
