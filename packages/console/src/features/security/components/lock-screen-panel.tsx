import type { UnitSecuritySettings } from '@portico/sdk/contract';
import type { FormEvent } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { CheckField, TextField, bindForm } from '../../../components/ui/bound-fields';
import { notify } from '../../../lib/notify';
import { SaveButton } from '../../../components/admin/form-dialog';
import { useT } from '../../../lib/use-t';
import { useSecurityChanges } from '../api/security-settings';
import { wholeNumberIn } from '../security-form';

interface LockForm {
  lockScreenOn: boolean;
  lockScreenMinutes: string;
  maxFailedAttempts: string;
  lockMinutes: string;
}

/**
 * /safety/lockScreen: the idle window before the screen locks (off: never), and the lockout after
 * failed sign-ins (failures in a row, minutes locked), bounded as securitySaveSchema bounds them.
 */
export function LockScreenPanel({ settings }: { settings: UnitSecuritySettings }) {
  const t = useT();
  const { save } = useSecurityChanges(settings.unitId);
  const { form, errors, set, setErrors } = useFormFields<LockForm>(() => ({
    lockScreenOn: settings.lockScreenMinutes !== null,
    lockScreenMinutes: String(settings.lockScreenMinutes ?? 30),
    maxFailedAttempts: String(settings.maxFailedAttempts),
    lockMinutes: String(settings.lockMinutes),
  }));
  const bind = bindForm({ form, errors, set });
  const on = form.lockScreenOn;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const window = wholeNumberIn(form.lockScreenMinutes, 1, 1440);
    const failures = wholeNumberIn(form.maxFailedAttempts, 1, 100);
    const locked = wholeNumberIn(form.lockMinutes, 1, 10080);
    const found: Partial<Record<keyof LockForm, string>> = {};
    if (on && window === null) found.lockScreenMinutes = t('security.lockScreen.invalid');
    if (failures === null) found.maxFailedAttempts = t('security.lockout.invalid');
    if (locked === null) found.lockMinutes = t('security.lockout.invalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { lockScreenMinutes: on ? window : null, maxFailedAttempts: failures!, lockMinutes: locked! },
      {
        onSuccess: () => notify(t('security.saved'), 'success'),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };

  return (
    <Panel label={t('route.safety.lockScreen')}>
      <form onSubmit={submit} className="flex max-w-md flex-col gap-3">
        <CheckField bind={bind} name="lockScreenOn" label={t('security.lockScreen.switch')} />
        <TextField
          bind={bind}
          name="lockScreenMinutes"
          label={t('security.lockScreen.minutes')}
          hint={t('security.lockScreen.hint')}
          required={on}
          inputMode="numeric"
          disabled={!on}
        />
        <h2 className="text-sm font-semibold text-slate-800">{t('security.lockout.title')}</h2>
        <TextField
          bind={bind}
          name="maxFailedAttempts"
          label={t('security.lockout.maxFailed')}
          required
          inputMode="numeric"
        />
        <TextField
          bind={bind}
          name="lockMinutes"
          label={t('security.lockout.lockMinutes')}
          required
          inputMode="numeric"
        />
        <SaveButton saving={save.isPending} />
      </form>
    </Panel>
  );
}
