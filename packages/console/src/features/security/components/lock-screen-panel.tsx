import type { UnitSecuritySettings } from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@portico/elements/ui';
import { Panel } from '../../../components/admin/admin-page';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSecurityChanges } from '../api/security-settings';
import { wholeNumberIn } from '../security-form';

type Errors = Partial<Record<'minutes' | 'maxFailed' | 'lockMinutes', string>>;

/**
 * /safety/lockScreen: the idle window before the screen locks (off: never), and the lockout after
 * failed sign-ins (failures in a row, minutes locked), bounded as securitySaveSchema bounds them.
 */
export function LockScreenPanel({ settings }: { settings: UnitSecuritySettings }) {
  const t = useT();
  const { save } = useSecurityChanges(settings.unitId);
  const [on, setOn] = useState(settings.lockScreenMinutes !== null);
  const [minutes, setMinutes] = useState(String(settings.lockScreenMinutes ?? 30));
  const [maxFailed, setMaxFailed] = useState(String(settings.maxFailedAttempts));
  const [lockMinutes, setLockMinutes] = useState(String(settings.lockMinutes));
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const window = wholeNumberIn(minutes, 1, 1440);
    const failures = wholeNumberIn(maxFailed, 1, 100);
    const locked = wholeNumberIn(lockMinutes, 1, 10080);
    const found: Errors = {};
    if (on && window === null) found.minutes = t('security.lockScreen.invalid');
    if (failures === null) found.maxFailed = t('security.lockout.invalid');
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
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="lockScreenOn"
            checked={on}
            onChange={(event) => setOn(event.target.checked)}
          />
          {t('security.lockScreen.switch')}
        </label>
        <Field
          label={t('security.lockScreen.minutes')}
          hint={t('security.lockScreen.hint')}
          error={errors.minutes}
          required={on}
        >
          <TextInput
            name="lockScreenMinutes"
            inputMode="numeric"
            disabled={!on}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </Field>
        <h2 className="text-sm font-semibold text-slate-800">{t('security.lockout.title')}</h2>
        <Field label={t('security.lockout.maxFailed')} error={errors.maxFailed} required>
          <TextInput
            name="maxFailedAttempts"
            inputMode="numeric"
            value={maxFailed}
            onChange={(event) => setMaxFailed(event.target.value)}
          />
        </Field>
        <Field label={t('security.lockout.lockMinutes')} error={errors.lockMinutes} required>
          <TextInput
            name="lockMinutes"
            inputMode="numeric"
            value={lockMinutes}
            onChange={(event) => setLockMinutes(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
