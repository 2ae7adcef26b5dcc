import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useDepartmentChanges } from '../api/department-changes';
import {
  departmentBody,
  validateDepartmentForm,
  type DepartmentFormErrors,
  type DepartmentFormValues,
} from '../department-form';
import type { FlatNode } from '../tree/flat-tree';

export interface DepartmentFormDialogProps {
  unitId: string;
  /** Add below this node (the unit: top level); or edit `department`. */
  parent?: FlatNode;
  department?: FlatNode;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

/** Add or edit a department: code and name required (product.md §5), sort order. */
export function DepartmentFormDialog({
  unitId,
  parent,
  department,
  onClose,
  onSaved,
}: DepartmentFormDialogProps) {
  const t = useT();
  const { add, update } = useDepartmentChanges();
  const { form, errors, set, setErrors } = useFormFields<
    DepartmentFormValues,
    DepartmentFormErrors
  >({
    code: department?.code ?? '',
    name: department?.name ?? '',
    sort: department ? String(department.sort) : '',
  });
  const pending = add.isPending || update.isPending;
  const submit = () => {
    const found = validateDepartmentForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const done = {
      onSuccess: (saved: { id: string }) => {
        notify(t('departs.saved', { name: form.name.trim() }), 'success');
        onSaved?.(saved.id);
        onClose();
      },
      onError: (error: Error) => notify(error.message, 'error'),
    };
    if (department) update.mutate({ id: department.id, ...departmentBody(form) }, done);
    else add.mutate({ unitId, parentId: parent?.id ?? unitId, ...departmentBody(form) }, done);
  };
  const error = (key: keyof DepartmentFormValues) => (errors[key] ? t(errors[key]) : null);
  return (
    <FormDialog
      id="department-form"
      title={department ? t('departs.edit') : t('departs.addUnder', { name: parent?.name ?? '' })}
      formClassName="grid gap-3"
      saving={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t('field.department.code')} required error={error('code')}>
        <TextInput
          name="code"
          value={form.code}
          autoFocus
          maxLength={64}
          onChange={(event) => set('code', event.target.value)}
        />
      </Field>
      <Field label={t('field.department.name')} required error={error('name')}>
        <TextInput
          name="name"
          value={form.name}
          maxLength={100}
          onChange={(event) => set('name', event.target.value)}
        />
      </Field>
      <Field label={t('departs.sort')} error={error('sort')} hint={t('departs.sortHint')}>
        <TextInput
          name="sort"
          inputMode="numeric"
          value={form.sort}
          onChange={(event) => set('sort', event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
