import { callApi, SELF_CALLS } from '@portico/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { handOffBack } from '../hub-action';

/**
 * /switch-unit?appCode&redirect: the unit switch another app hands to the hub (product.md §4
 * "Unit switch"; the server switches hub sessions only). The units the user may sign in to,
 * one button each; after the switch the browser goes back to the app through the hand-off,
 * which signs the app in to the new unit. Without an app to go back to: the launcher.
 */
export function UnitSwitchPage() {
  useSignals();
  const t = useT();
  const info = portico.session.info.value;
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const units = useQuery({
    queryKey: ['hub-action', 'possibleLoginUnits'],
    queryFn: () => callApi(portico.http, SELF_CALLS.possibleLoginUnits, {}),
  });
  const rows = (units.data ?? []).flatMap((group) => group.units);

  async function switchTo(code: string) {
    setSwitching(code);
    setFailure(null);
    try {
      await portico.switchUnit(code, { reload: false });
      window.location.assign(handOffBack(window.location.search) ?? '/apps');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSwitching(null);
    }
  }

  return (
    <AdminPage
      title={t('unitSwitch.title')}
      subtitle={info ? `${t('unitSwitch.current')}: ${info.unitName} (${info.unitCode})` : null}
    >
      <Panel label={t('unitSwitch.units')} className="max-w-lg">
        {failure && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <ul className="flex flex-col gap-2" data-testid="switch-units">
          {rows
            .filter((unit) => unit.code !== info?.unitCode)
            .map((unit) => (
              <li key={unit.code} className="flex items-center justify-between gap-3">
                <span>
                  {unit.descript} <span className="text-xs text-slate-500">{unit.code}</span>
                </span>
                <Button
                  data-unit-code={unit.code}
                  loading={switching === unit.code}
                  disabled={switching !== null}
                  onClick={() => void switchTo(unit.code)}
                >
                  {t('unitSwitch.switch')}
                </Button>
              </li>
            ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}
