import type { AdminUser, LoginLimitRow, LoginLimitSaveRequest } from '@portico/sdk/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useLoginLimitChanges } from '../api/login-limits';
import { searchUnitUsers } from '../api/unit-users';
import {
  BLANK_LIMIT,
  limitFormOf,
  limitWindow,
  validateLimitForm,
  weekdaysOf,
  type LimitForm,
} from '../limit-form';

type Errors = Partial<Record<'userCode' | 'days' | 'startTime' | 'endTime', string>>;

/** The user a typed code names among the unit's users; null: none matches exactly. */
async function userByCode(unitId: string, code: string): Promise<AdminUser | null> {
  const page = await searchUnitUsers(unitId, code);
  return page.datas.find((u) => u.userCode.toLowerCase() === code.toLowerCase()) ?? null;
}

/**
 * Adds or edits a login limit of the unit: days, allowed hours, whole unit or one user. Saving an
 * enabled limit keeps people out at every other hour, so it asks first, saying who and when.
 */
export function LoginLimitDialog({
  unitId,
  unitName,
  limit,
  onClose,
}: {
  unitId: string;
  unitName: string;
  limit?: LoginLimitRow;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { save } = useLoginLimitChanges();
  const { form, errors, set, setErrors } = useFormFields<LimitForm, Errors>(
    limit ? limitFormOf(limit) : BLANK_LIMIT,
  );
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<LoginLimitSaveRequest | null>(null);
  const dayName = (i: number) => t(`loginLimit.day.${i}` as 'loginLimit.day.0');
  const commit = (body: LoginLimitSaveRequest) =>
    save.mutate(body, toasts.done(onClose, t('security.saved')));

  const submit = async () => {
    const found: Errors = Object.fromEntries(
      Object.entries(validateLimitForm(form)).map(([k, key]) => [k, t(key)]),
    );
    let userId: string | null = null;
    const code = form.userCode.trim();
    if (code) {
      setChecking(true);
      const user = await userByCode(unitId, code).catch(() => null);
      setChecking(false);
      if (user) userId = user.id;
      else found.userCode = t('loginLimit.userUnknown');
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: LoginLimitSaveRequest = {
      id: limit?.id,
      unitId,
      userId,
      weekdays: weekdaysOf(form.days),
      startTime: form.startTime,
      endTime: form.endTime,
      enabled: form.enabled ? 'T' : 'F',
      remark: form.remark.trim() || null,
    };
    if (body.enabled === 'T') setPending(body);
    else commit(body);
  };

  return (
    <FormDialog
      id="login-limit-form"
      title={t(limit ? 'loginLimit.editTitle' : 'loginLimit.addTitle')}
      saving={save.isPending || checking}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="text-xs text-slate-600">{t('loginLimit.hint')}</p>
      <Field label={t('loginLimit.userCode')} error={errors.userCode}>
        <TextInput
          name="userCode"
          value={form.userCode}
          onChange={(event) => set('userCode', event.target.value)}
        />
      </Field>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs text-slate-600">
          <span aria-hidden="true" className="mr-0.5 text-red-500">
            *
          </span>
          {t('loginLimit.weekdays')}
        </legend>
        <div className="flex flex-wrap gap-3">
          {form.days.map((on, i) => (
            <label key={i} className="flex items-center gap-1 text-xs">
              <input
                type="checkbox"
                name={`day${i}`}
                checked={on}
                onChange={(event) =>
                  set(
                    'days',
                    form.days.map((d, j) => (j === i ? event.target.checked : d)),
                  )
                }
              />
              {t(`loginLimit.day.${i}` as 'loginLimit.day.0')}
            </label>
          ))}
        </div>
        {errors.days && (
          <p role="alert" className="text-[11px] text-red-600">
            {errors.days}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('loginLimit.startTime')} error={errors.startTime} required>
          <TextInput
            type="time"
            name="startTime"
            value={form.startTime}
            onChange={(event) => set('startTime', event.target.value)}
          />
        </Field>
        <Field label={t('loginLimit.endTime')} error={errors.endTime} required>
          <TextInput
            type="time"
            name="endTime"
            value={form.endTime}
            onChange={(event) => set('endTime', event.target.value)}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          name="enabled"
          checked={form.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        {t('loginLimit.enabled')}
      </label>
      <Field label={t('loginLimit.remark')}>
        <TextInput
          name="remark"
          value={form.remark}
          onChange={(event) => set('remark', event.target.value)}
        />
      </Field>
      {pending && (
        <ConfirmDialog
          title={t('loginLimit.confirmTitle')}
          message={
            pending.userId
              ? t('loginLimit.confirmUser', {
                  code: form.userCode.trim(),
                  window: limitWindow(pending, dayName),
                })
              : t('loginLimit.confirmUnit', {
                  unit: unitName,
                  window: limitWindow(pending, dayName),
                })
          }
          confirmLabel={t('loginLimit.confirmSave')}
          danger
          loading={save.isPending}
          onClose={() => setPending(null)}
          onConfirm={() => commit(pending)}
        />
      )}
    </FormDialog>
  );
}
