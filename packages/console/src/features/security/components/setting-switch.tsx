import type { SecuritySaveRequest, UnitSecuritySettings } from '@portico/sdk/contract';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSecurityChanges } from '../api/security-settings';

type FlagField = 'ipWhitelist' | 'smsValidation' | 'repeatLogin';

/**
 * One on/off rule of the unit, saved as soon as it is switched (it applies at the next login).
 * A rule that can keep users out (`confirmOn`) asks before it is turned on.
 */
export function SettingSwitch({
  settings,
  field,
  label,
  hint,
  confirmOn,
}: {
  settings: UnitSecuritySettings;
  field: FlagField;
  label: string;
  hint: string;
  confirmOn?: { title: string; message: string };
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const { save } = useSecurityChanges(settings.unitId);
  const change = (on: boolean) =>
    save.mutate({ [field]: on ? 'T' : 'F' } as Omit<SecuritySaveRequest, 'unitId'>, {
      onSuccess: () => {
        setAsking(false);
        notify(t('security.saved'), 'success');
      },
      onError: (error) => notify(error.message, 'error'),
    });
  return (
    <Panel label={label} className="flex items-start gap-3">
      <Switch
        checked={settings[field] === 'T'}
        onChange={(on) => (on && confirmOn ? setAsking(true) : change(on))}
        label={label}
        loading={save.isPending}
      />
      <div className="flex flex-col gap-0.5">
        <span className="text-sm text-slate-800">{label}</span>
        <span className="text-xs text-slate-600">{hint}</span>
      </div>
      {asking && confirmOn && (
        <ConfirmDialog
          title={confirmOn.title}
          message={confirmOn.message}
          confirmLabel={t('security.turnOn')}
          danger
          loading={save.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => change(true)}
        />
      )}
    </Panel>
  );
}
