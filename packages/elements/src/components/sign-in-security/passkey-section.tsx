import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/format';
import { usePortico } from '../../ui/portico-context';
import { FactorField } from './factor-field';
import {
  addPasskey,
  isCeremonyCancelled,
  listPasskeys,
  passkeysSupported,
  removePasskey,
  renamePasskey,
  type Passkey,
} from './passkey-api';
import { checkPasskeyName, PasskeyNameField } from './passkey-name-field';
import { useReverify } from './reverify';
import type { SectionProps } from './section-props';
import { registerPasskeyTexts } from './passkey-texts';

registerPasskeyTexts();

/** What the section is doing: listing, adding one, renaming or removing the one named. */
type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'rename' | 'remove'; key: Passkey };

/**
 * The user's passkeys: the list (name, when added, when last used), add one under a name the
 * user gives it, rename one, remove one with the current password.
 */
export function PasskeySection({ refresh }: SectionProps) {
  const { client, t, toast } = usePortico();
  const guard = useReverify();
  const uid = useId();
  const [keys, setKeys] = useState<Passkey[] | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();

  const load = useCallback(() => {
    listPasskeys(client).then(setKeys, (failed: unknown) => setError(messageOf(failed)));
  }, [client]);
  useEffect(load, [load]);

  const open = (next: Mode) => {
    setMode(next);
    setValue(next.kind === 'rename' ? next.key.name : '');
    setError(null);
  };

  /** What the open form sends, or the message saying why its value will not do. */
  function actionOf(current: Exclude<Mode, { kind: 'view' }>): (() => Promise<unknown>) | string {
    if (current.kind === 'remove') {
      if (!value) return t('mfa.totp.removePassword');
      return () => removePasskey(client, current.key.id, value);
    }
    const { name, error: problem } = checkPasskeyName(value);
    if (problem !== undefined) return t(problem);
    if (current.kind === 'rename') return () => renamePasskey(client, current.key.id, name);
    return () => guard(() => addPasskey(client, name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode.kind === 'view') return;
    const action = actionOf(mode);
    if (typeof action === 'string') return setError(action);
    setBusy(true);
    setError(null);
    try {
      await action();
      if (mode.kind !== 'rename') {
        toast(t(mode.kind === 'add' ? 'passkey.added' : 'passkey.removed'), 'success');
      }
      open({ kind: 'view' });
      load();
      refresh();
    } catch (failed) {
      setError(isCeremonyCancelled(failed) ? t('passkey.cancelled') : messageOf(failed));
    } finally {
      setBusy(false);
    }
  }

  /** A keystroke in the open form: the new value, and the last error cleared. */
  function edit(next: string) {
    setValue(next);
    setError(null);
  }

  return (
    <section
      part={part('factor-section')}
      data-factor="passkey"
      aria-labelledby={`${uid}-title`}
      className="flex flex-col gap-3 rounded-portico border border-portico-border p-3"
    >
      <h3 id={`${uid}-title`} className="text-sm font-semibold">
        {t('passkey.title')}
      </h3>
      <p className="text-portico-muted">
        {supported ? t('passkey.hint') : t('passkey.unsupported')}
      </p>
      {keys && keys.length === 0 && <p className="text-sm">{t('passkey.none')}</p>}
      {keys && keys.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="passkey-list">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-2" data-passkey={key.name}>
              <span className="min-w-0 flex-1 break-words text-sm font-medium">{key.name}</span>
              <span className="text-xs text-portico-muted">
                {t('passkey.created', { date: formatDateTime(key.createdAt) })} ·{' '}
                {key.lastUsedAt
                  ? t('passkey.lastUsed', { date: formatDateTime(key.lastUsedAt) })
                  : t('passkey.neverUsed')}
              </span>
              <Button onClick={() => open({ kind: 'rename', key })}>{t('passkey.rename')}</Button>
              <Button variant="danger" onClick={() => open({ kind: 'remove', key })}>
                {t('passkey.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {mode.kind === 'view' && supported && (
        <div>
          <Button variant="primary" onClick={() => open({ kind: 'add' })}>
            {t('passkey.add')}
          </Button>
        </div>
      )}
      {mode.kind !== 'view' && (
        <form part={part('form')} noValidate onSubmit={submit} className="flex flex-col gap-3">
          {mode.kind === 'remove' ? (
            <FactorField
              id={`${uid}-password`}
              name="password"
              kind="current-password"
              label={t('passkey.removePassword', { name: mode.key.name })}
              value={value}
              onChange={edit}
              error={error}
              autoFocus
            />
          ) : (
            <PasskeyNameField
              id={`${uid}-name`}
              value={value}
              onChange={edit}
              error={error}
              autoFocus
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant={mode.kind === 'remove' ? 'danger' : 'primary'}
              loading={busy}
            >
              {t(
                mode.kind === 'add'
                  ? 'passkey.create'
                  : mode.kind === 'rename'
                    ? 'passkey.save'
                    : 'passkey.removeConfirm',
              )}
            </Button>
            <Button onClick={() => open({ kind: 'view' })}>{t('common.cancel')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}

function messageOf(failed: unknown): string {
  return failed instanceof Error ? failed.message : String(failed);
}
