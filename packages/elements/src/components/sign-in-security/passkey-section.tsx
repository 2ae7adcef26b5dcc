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
import { useReverify } from './reverify';
import type { SectionProps } from './section-props';
import { registerPasskeyTexts } from './passkey-texts';

registerPasskeyTexts();

const INPUT_CLASS =
  'h-9 w-full min-w-0 rounded-portico border border-portico-border bg-portico-surface px-3 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary aria-invalid:border-portico-danger';

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = mode.kind === 'remove' ? value : value.trim();
    if (!text)
      return setError(
        t(mode.kind === 'remove' ? 'mfa.totp.removePassword' : 'passkey.nameRequired'),
      );
    setBusy(true);
    setError(null);
    try {
      if (mode.kind === 'add') {
        await guard(() => addPasskey(client, text));
        toast(t('passkey.added'), 'success');
      } else if (mode.kind === 'rename') {
        await renamePasskey(client, mode.key.id, text);
      } else if (mode.kind === 'remove') {
        await removePasskey(client, mode.key.id, text);
        toast(t('passkey.removed'), 'success');
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

  const label =
    mode.kind === 'remove'
      ? t('passkey.removePassword', { name: mode.key.name })
      : t('passkey.name');

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
              label={label}
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
              error={error}
              autoFocus
            />
          ) : (
            <div part={part('field')} className="flex flex-col gap-1">
              <label htmlFor={`${uid}-name`} className="text-sm font-medium">
                {label}
              </label>
              <input
                id={`${uid}-name`}
                name="passkey-name"
                autoComplete="off"
                maxLength={64}
                part={part('input')}
                placeholder={t('passkey.namePlaceholder')}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${uid}-error` : undefined}
                data-autofocus=""
                className={INPUT_CLASS}
              />
              {error && (
                <p id={`${uid}-error`} part={part('error')} className="text-xs text-portico-danger">
                  {error}
                </p>
              )}
            </div>
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
