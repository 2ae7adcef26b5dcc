import type { UnitParamRow } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useUnitParamChanges } from '../api/unit-params';
import { validateParamForm, type ParamForm } from '../param-form';

/** Adds or edits one of the unit's own parameters (not PASSWORD_STRATEGY). */
export function UnitParamDialog({
  unitId,
  param,
  onClose,
}: {
  unitId: string;
  param?: UnitParamRow;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { save } = useUnitParamChanges(unitId);
  const { form, errors, set, passes } = useFormFields<
    ParamForm,
    ReturnType<typeof validateParamForm>
  >({
    code: param?.code ?? '',
    value: param?.value ?? '',
    remark: param?.remark ?? '',
  });
  const submit = () => {
    if (!passes(validateParamForm(form))) return;
    save.mutate(
      { unitId, code: form.code.trim(), value: form.value, remark: form.remark || null },
      toasts.done(onClose),
    );
  };
  return (
    <FormDialog
      title={t(param ? 'units.params.edit' : 'units.params.add')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t('units.params.code')} required error={errors.code ? t(errors.code) : null}>
        <TextInput
          name="code"
          value={form.code}
          disabled={!!param}
          maxLength={64}
          autoFocus={!param}
          onChange={(event) => set('code', event.target.value)}
        />
      </Field>
      <Field label={t('units.params.value')} error={errors.value ? t(errors.value) : null}>
        <TextInput
          name="value"
          value={form.value}
          autoFocus={!!param}
          onChange={(event) => set('value', event.target.value)}
        />
      </Field>
      <Field label={t('units.params.remark')} error={errors.remark ? t(errors.remark) : null}>
        <TextInput
          name="remark"
          value={form.remark}
          onChange={(event) => set('remark', event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
