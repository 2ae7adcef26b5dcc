import type { SecuritySaveRequest, UnitSecuritySettings } from '@portico/sdk';
import { Panel } from '../../../components/admin/admin-page';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSecurityChanges } from '../api/security-settings';

type FlagField = 'ipWhitelist' | 'smsValidation' | 'repeatLogin';

/** One on/off rule of the unit, saved as soon as it is switched (it applies at the next login). */
export function SettingSwitch({
  settings,
  field,
  label,
  hint,
}: {
  settings: UnitSecuritySettings;
  field: FlagField;
  label: string;
  hint: string;
}) {
  const t = useT();
  const { save } = useSecurityChanges(settings.unitId);
  const change = (on: boolean) =>
    save.mutate({ [field]: on ? 'T' : 'F' } as Omit<SecuritySaveRequest, 'unitId'>, {
      onSuccess: () => notify(t('security.saved'), 'success'),
      onError: (error) => notify(error.message, 'error'),
    });
  return (
    <Panel label={label} className="flex items-start gap-3">
      <Switch
        checked={settings[field] === 'T'}
        onChange={change}
        label={label}
        loading={save.isPending}
      />
      <div className="flex flex-col gap-0.5">
        <span className="text-sm text-slate-800">{label}</span>
        <span className="text-xs text-slate-600">{hint}</span>
      </div>
    </Panel>
  );
}
