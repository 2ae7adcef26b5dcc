import type { UnitParamRow } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
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
  const { save } = useUnitParamChanges(unitId);
  const [form, setForm] = useState<ParamForm>({
    code: param?.code ?? '',
    value: param?.value ?? '',
    remark: param?.remark ?? '',
  });
  const [errors, setErrors] = useState<ReturnType<typeof validateParamForm>>({});
  const set = (key: keyof ParamForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateParamForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { unitId, code: form.code.trim(), value: form.value, remark: form.remark || null },
      {
        onSuccess: () => {
          notify(t('common.success'), 'success');
          onClose();
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };
  return (
    <Dialog
      title={t(param ? 'units.params.edit' : 'units.params.add')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="unit-param-form" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="unit-param-form" noValidate onSubmit={submit} className="grid gap-3">
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
      </form>
    </Dialog>
  );
}
