import {
  formatMessage,
  parsePasswordStrategy,
  PASSWORD_CLASS_KEYS,
  PASSWORD_CLASSES,
  passwordStrategyMessage,
} from '@portico/sdk/internal';
import { type UnitParamRow } from '@portico/sdk/contract';
import type { FormEvent } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { CheckBox, ChoiceGroup, TextField, bindForm } from '../../../components/ui/bound-fields';
import { notify } from '../../../lib/notify';
import { SaveButton } from '../../../components/admin/form-dialog';
import { useT } from '../../../lib/use-t';
import { useSavePasswordStrategy } from '../api/password-strategy';
import {
  strategyFormOf,
  validateStrategyForm,
  type StrategyErrors,
  type StrategyForm,
} from '../strategy-form';

/**
 * PASSWORD_STRATEGY of a unit (product.md §5): complexity classes and minimum length, checked by
 * the SDK's rule before the call; the current rule is shown in the words the password forms use.
 */
export function PasswordStrategyForm({
  unitId,
  row,
}: {
  unitId: string;
  row: UnitParamRow | undefined;
}) {
  const t = useT();
  const save = useSavePasswordStrategy(unitId);
  const { form, errors, set, passes } = useFormFields<StrategyForm, StrategyErrors>(() =>
    strategyFormOf(row),
  );
  const bind = bindForm({ form, errors, set });
  const rule = formatMessage(passwordStrategyMessage(parsePasswordStrategy(row ?? null)), t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passes(validateStrategyForm(form, t))) return;
    save.mutate(
      {
        complexity: form.complexity,
        length: form.length.trim(),
        maxAgeDays: form.maxAgeDays.trim() ? Number(form.maxAgeDays.trim()) : null,
      },
      {
        onSuccess: () => notify(t('parameterConfig.saved'), 'success'),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };

  return (
    <Panel label={t('parameterConfig.strategy')} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-slate-800">{t('parameterConfig.strategy')}</h2>
      <p className="text-xs text-slate-700" data-testid="current-strategy">
        {t('parameterConfig.current', { rule })}
        {row?.inherited && (
          <span className="ml-2 text-slate-500">
            ({t('parameterConfig.inherited', { unitCode: row.unitCode })})
          </span>
        )}
      </p>
      <form onSubmit={submit} className="flex max-w-md flex-col gap-3" noValidate>
        <ChoiceGroup legend={t('parameterConfig.complexity')} required error={errors.complexity}>
          {PASSWORD_CLASSES.map((c) => (
            <CheckBox
              key={c}
              name={`class-${c}`}
              label={t(PASSWORD_CLASS_KEYS[c])}
              checked={form.complexity.includes(c)}
              onChange={(event) =>
                set(
                  'complexity',
                  event.target.checked
                    ? PASSWORD_CLASSES.filter((k) => k === c || form.complexity.includes(k))
                    : form.complexity.filter((k) => k !== c),
                )
              }
            />
          ))}
        </ChoiceGroup>
        <TextField
          bind={bind}
          name="length"
          label={t('parameterConfig.length')}
          inputMode="numeric"
          required
        />
        <TextField
          bind={bind}
          name="maxAgeDays"
          label={t('parameterConfig.maxAgeDays')}
          inputMode="numeric"
        />
        <SaveButton saving={save.isPending} />
      </form>
    </Panel>
  );
}
