import type { AdminUser, LoginLimitRow, LoginLimitSaveRequest } from '@portico/sdk/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  CheckBox,
  CheckField,
  ChoiceGroup,
  TextField,
  bindForm,
} from '../../../components/ui/bound-fields';
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
  const bind = bindForm({ form, errors, set });
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
      title={t(limit ? 'loginLimit.editTitle' : 'loginLimit.addTitle')}
      saving={save.isPending || checking}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="text-xs text-slate-600">{t('loginLimit.hint')}</p>
      <TextField bind={bind} name="userCode" label={t('loginLimit.userCode')} />
      <ChoiceGroup legend={t('loginLimit.weekdays')} required error={errors.days}>
        {form.days.map((on, i) => (
          <CheckBox
            key={i}
            name={`day${i}`}
            label={dayName(i)}
            checked={on}
            onChange={(event) =>
              set(
                'days',
                form.days.map((d, j) => (j === i ? event.target.checked : d)),
              )
            }
          />
        ))}
      </ChoiceGroup>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          bind={bind}
          name="startTime"
          label={t('loginLimit.startTime')}
          type="time"
          required
        />
        <TextField
          bind={bind}
          name="endTime"
          label={t('loginLimit.endTime')}
          type="time"
          required
        />
      </div>
      <CheckField bind={bind} name="enabled" label={t('loginLimit.enabled')} />
      <TextField bind={bind} name="remark" label={t('loginLimit.remark')} />
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
