import type { AdminUser, LoginLimitRow } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useLoginLimitChanges } from '../api/login-limits';
import { searchUnitUsers } from '../api/unit-users';
import {
  BLANK_LIMIT,
  limitFormOf,
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

/** Adds or edits a login limit of the unit: days, allowed hours, whole unit or one user. */
export function LoginLimitDialog({
  unitId,
  limit,
  onClose,
}: {
  unitId: string;
  limit?: LoginLimitRow;
  onClose: () => void;
}) {
  const t = useT();
  const { save } = useLoginLimitChanges();
  const [form, setForm] = useState<LimitForm>(limit ? limitFormOf(limit) : BLANK_LIMIT);
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const set = <K extends keyof LimitForm>(key: K, value: LimitForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === 'days' ? 'days' : key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    save.mutate(
      {
        id: limit?.id,
        unitId,
        userId,
        weekdays: weekdaysOf(form.days),
        startTime: form.startTime,
        endTime: form.endTime,
        enabled: form.enabled ? 'T' : 'F',
        remark: form.remark.trim() || null,
      },
      {
        onSuccess: () => {
          notify(t('security.saved'), 'success');
          onClose();
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };

  return (
    <Dialog
      title={t(limit ? 'loginLimit.editTitle' : 'loginLimit.addTitle')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form="login-limit-form"
            variant="primary"
            loading={save.isPending || checking}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="login-limit-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
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
      </form>
    </Dialog>
  );
}
