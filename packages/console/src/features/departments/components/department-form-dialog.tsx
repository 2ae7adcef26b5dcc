import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, TextFields, type TextFieldSpec } from '../../../components/ui/bound-fields';
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

const FIELDS: TextFieldSpec<DepartmentFormValues>[] = [
  { name: 'code', label: 'field.department.code', required: true, maxLength: 64 },
  { name: 'name', label: 'field.department.name', required: true, maxLength: 100 },
  { name: 'sort', label: 'departs.sort', hint: 'departs.sortHint', inputMode: 'numeric' },
];

/** Add or edit a department: code and name required (product.md §5), sort order. */
export function DepartmentFormDialog({
  unitId,
  parent,
  department,
  onClose,
  onSaved,
}: DepartmentFormDialogProps) {
  const t = useT();
  const toasts = useMutationToasts();
  const { add, update } = useDepartmentChanges();
  const { form, errors, set, passes } = useFormFields<DepartmentFormValues, DepartmentFormErrors>({
    code: department?.code ?? '',
    name: department?.name ?? '',
    sort: department ? String(department.sort) : '',
  });
  const pending = add.isPending || update.isPending;
  const submit = () => {
    if (!passes(validateDepartmentForm(form))) return;
    const done = toasts.done(
      (saved: { id: string }) => {
        onSaved?.(saved.id);
        onClose();
      },
      t('departs.saved', { name: form.name.trim() }),
    );
    if (department) update.mutate({ id: department.id, ...departmentBody(form) }, done);
    else add.mutate({ unitId, parentId: parent?.id ?? unitId, ...departmentBody(form) }, done);
  };
  const bind = bindForm({ form, errors, set }, t);
  return (
    <FormDialog
      title={department ? t('departs.edit') : t('departs.addUnder', { name: parent?.name ?? '' })}
      saving={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextFields bind={bind} fields={FIELDS} autoFocus />
    </FormDialog>
  );
}
