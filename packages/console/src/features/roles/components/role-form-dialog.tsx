import type { AdminRole } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
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
  const [form, setForm] = useState<RoleForm>(() => (role ? roleToForm(role) : EMPTY_ROLE_FORM));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const save = useSaveRole();
  const ownerUnit = role?.unitId ?? unitId ?? '';
  const templates = useQuery({
    ...unitRolesQueryOptions(ownerUnit, { isTemplate: 'T' }),
    enabled: !role,
  });
  const set = <K extends keyof RoleForm>(key: K, value: RoleForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const error = (key: keyof RoleFormErrors) => (errors[key] ? t(errors[key]) : null);
  const submit = () => {
    const found = validateRoleForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      role ? { update: toUpdateRequest(form, role) } : { add: toAddRequest(form, unitId) },
      {
        onSuccess: (saved) => {
          notify(t('roles.saved', { code: saved.code }), 'success');
          onClose();
        },
        onError: (failure) => notify(failure.message, 'error'),
      },
    );
  };
  const formId = 'role-form';
  return (
    <FormDialog
      id={formId}
      title={t(role ? 'roles.edit' : 'roles.add')}
      formClassName="grid gap-3"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!role && (
        <Field label={t('roleAdmin.fromTemplate')}>
          <Select
            name="templateId"
            value={form.templateId}
            onChange={(event) => set('templateId', event.target.value)}
            options={[
              { value: '', label: t('roleAdmin.noTemplate') },
              ...(templates.data?.datas ?? []).map((r) => ({
                value: r.id,
                label: `${r.code} · ${r.descript}`,
              })),
            ]}
          />
        </Field>
      )}
      <Field label={t('field.role.code')} required error={error('code')}>
        <TextInput
          name="code"
          value={form.code}
          maxLength={65}
          autoFocus
          onChange={(event) => set('code', event.target.value)}
        />
      </Field>
      <Field label={t('field.role.descript')} required error={error('descript')}>
        <TextInput
          name="descript"
          value={form.descript}
          maxLength={201}
          onChange={(event) => set('descript', event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('field.role.order')} error={error('sort')}>
          <TextInput
            name="sort"
            inputMode="numeric"
            value={form.sort}
            onChange={(event) => set('sort', event.target.value)}
          />
        </Field>
        <Field label={t('field.role.group')} error={error('roleGroup')}>
          <TextInput
            name="roleGroup"
            value={form.roleGroup}
            maxLength={65}
            onChange={(event) => set('roleGroup', event.target.value)}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="isTemplate"
          className="size-3.5 accent-brand-600"
          checked={form.isTemplate}
          onChange={(event) => set('isTemplate', event.target.checked)}
        />
        {t('roleAdmin.templateMark')}
      </label>
      <ChildRolesField
        unitId={ownerUnit}
        roleId={role?.id}
        value={form.childRoleIds}
        onChange={(ids) => set('childRoleIds', ids)}
      />
    </FormDialog>
  );
}
