import type { UnitSecuritySettings } from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@portico/elements/ui';
import { Panel } from '../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField, type Bound } from '../../../components/ui/bound-fields';
import { IconButton } from '../../../components/ui/icon-button';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSecurityChanges } from '../api/security-settings';
import { ipGroups, withIpEntry, type IpEntryDraft } from '../security-form';
import { SettingSwitch } from './setting-switch';

const BLANK: IpEntryDraft = { groupName: '', ip: '', remark: '' };

/** /safety/ipWhite: the switch, then the whitelist by group; each change saves the whole list. */
export function IpWhitelistPanel({ settings }: { settings: UnitSecuritySettings }) {
  const t = useT();
  const { saveIpList } = useSecurityChanges(settings.unitId);
  const [draft, setDraft] = useState<IpEntryDraft>(BLANK);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const saveList = (entries: ReturnType<typeof withIpEntry>, after?: () => void) =>
    saveIpList.mutate(entries, {
      onSuccess: () => {
        notify(t('security.saved'), 'success');
        after?.();
      },
      // The server checks addresses and CIDR blocks (adminServer.ipInvalid names the bad one).
      onError: (failure) => setError(failure.message),
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.ip.trim()) return setError(t('security.ipWhite.ipRequired'));
    setError(null);
    saveList(withIpEntry(settings.ipList, draft), () => setDraft(BLANK));
  };
  const set = (key: keyof IpEntryDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };
  // The one message the form shows is the address's: the server names a bad one there too.
  const bind: Bound<IpEntryDraft> = {
    form: draft,
    set,
    error: (key) => (key === 'ip' ? error : null),
  };

  return (
    <>
      <SettingSwitch
        settings={settings}
        field="ipWhitelist"
        label={t('security.ipWhite.switch')}
        hint={t('security.ipWhite.hint')}
        confirmOn={{
          title: t('security.ipWhite.confirmTitle'),
          message: t(
            settings.ipList.length === 0
              ? 'security.ipWhite.emptyWarning'
              : 'security.ipWhite.confirmOn',
          ),
        }}
      />
      {settings.ipWhitelist === 'T' && settings.ipList.length === 0 && (
        <p role="alert" className="rounded bg-amber-50 px-3 py-2 text-xs text-amber-800">
          {t('security.ipWhite.emptyWarning')}
        </p>
      )}
      <Panel label={t('route.safety.ipWhite')} className="flex flex-col gap-3">
        {ipGroups(settings.ipList).map(([group, entries]) => (
          <section key={group} aria-label={group}>
            <h3 className="mb-1 text-xs font-semibold text-slate-700">{group}</h3>
            <ul className="flex flex-col divide-y divide-slate-100 text-xs">
              {entries.map((entry) => (
                <li key={entry.ip} className="flex items-center gap-3 py-1">
                  <span className="w-48 font-mono" data-testid="ip-entry">
                    {entry.ip}
                  </span>
                  <span className="flex-1 text-slate-500">{entry.remark}</span>
                  <IconButton
                    icon="trash"
                    tone="danger"
                    label={t('security.ipWhite.deleteOne', { ip: entry.ip })}
                    loading={saveIpList.isPending}
                    onClick={() => setDeleting(entry.ip)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <form onSubmit={add} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
          <TextField
            bind={bind}
            name="groupName"
            label={t('security.ipWhite.group')}
            placeholder="default"
          />
          <TextField
            bind={bind}
            name="ip"
            label={t('security.ipWhite.ip')}
            required
            placeholder="192.168.1.0/24"
          />
          <TextField bind={bind} name="remark" label={t('security.ipWhite.remark')} />
          <Button type="submit" variant="primary" loading={saveIpList.isPending}>
            {t('security.ipWhite.add')}
          </Button>
        </form>
      </Panel>
      {deleting && (
        <ConfirmDialog
          title={t('security.ipWhite.deleteTitle')}
          message={t(
            settings.ipWhitelist === 'T'
              ? 'security.ipWhite.confirmDeleteOn'
              : 'security.ipWhite.confirmDelete',
            { ip: deleting },
          )}
          confirmLabel={t('common.delete')}
          danger
          loading={saveIpList.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            saveList(
              settings.ipList.filter((e) => e.ip !== deleting),
              () => setDeleting(null),
            )
          }
        />
      )}
    </>
  );
}
