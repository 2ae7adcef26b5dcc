import { UcCode } from '@portico/sdk/internal';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { usePortico } from '../../ui/portico-context';
import { FactorField } from './factor-field';
import { normaliseTotpCode, verifySelf } from './mfa-api';

/**
 * Adding a sign-in factor needs a recent proof of identity: a session signed in a while ago is
 * answered 40125. The dialog then asks inline for the current password, or a current code of the
 * user's authenticator app, confirms it (POST /self/verify), and repeats the action, so the user
 * is never left at a dead end.
 */

const isReverifyRequired = (failed: unknown) =>
  typeof failed === 'object' &&
  failed !== null &&
  (failed as { result?: unknown }).result === UcCode.REVERIFY_REQUIRED;

/** Runs an action; on 40125 asks the user to confirm it is them, then runs it once more. */
export type Guard = <T>(action: () => Promise<T>) => Promise<T>;

const ReverifyContext = createContext<Guard>((action) => action());

export const useReverify = (): Guard => useContext(ReverifyContext);

interface Pending {
  /** The password was confirmed: go on. */
  resolve: () => void;
  /** The user cancelled: the action fails with its own answer. */
  reject: () => void;
}

/**
 * Gives its children the guard and shows the prompt while one waits for it. `totp`: the user has
 * an authenticator app, whose current code may stand in for the password.
 */
export function ReverifyProvider({ children, totp }: { children: ReactNode; totp: boolean }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const waiting = useRef<Promise<void> | null>(null);

  // Two sections asking at once share one prompt.
  const ask = useCallback((): Promise<void> => {
    waiting.current ??= new Promise<void>((resolve, reject) => {
      setPending({ resolve, reject });
    }).finally(() => {
      waiting.current = null;
      setPending(null);
    });
    return waiting.current;
  }, []);

  const guard = useCallback<Guard>(
    async (action) => {
      try {
        return await action();
      } catch (failed) {
        if (!isReverifyRequired(failed)) throw failed;
        await ask().catch(() => {
          throw failed;
        });
        return action();
      }
    },
    [ask],
  );

  return (
    <ReverifyContext.Provider value={guard}>
      {pending && <ReverifyPrompt pending={pending} totp={totp} />}
      {children}
    </ReverifyContext.Provider>
  );
}

/** How the prompt confirms the user: the current password, or a code of their authenticator. */
type Way = 'password' | 'code';

function ReverifyPrompt({ pending, totp }: { pending: Pending; totp: boolean }) {
  const { client, t } = usePortico();
  const uid = useId();
  const [way, setWay] = useState<Way>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byCode = way === 'code';

  function switchTo(next: Way) {
    setWay(next);
    setValue('');
    setError(null);
  }

  async function confirm() {
    const code = byCode ? normaliseTotpCode(value) : null;
    if (byCode && !code) return setError(t('mfa.totp.codeInvalid'));
    if (!byCode && !value) return setError(t('mfa.reverify.hint'));
    setBusy(true);
    setError(null);
    try {
      await verifySelf(client, code ? { code } : { password: value });
      pending.resolve();
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : String(failed));
      setBusy(false);
    }
  }

  return (
    <form
      part={part('form')}
      noValidate
      data-testid="reverify"
      aria-labelledby={`${uid}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      className="flex flex-col gap-3 rounded-portico border border-portico-primary p-3"
    >
      <h3 id={`${uid}-title`} className="text-sm font-semibold">
        {t('mfa.reverify.title')}
      </h3>
      <p className="text-portico-muted">
        {t(byCode ? 'mfa.reverify.codeHint' : 'mfa.reverify.hint')}
      </p>
      <FactorField
        // A new field for the other way: the browser offers the saved password only for one.
        key={way}
        id={`${uid}-${way}`}
        name={byCode ? 'reverify-code' : 'reverify-password'}
        kind={byCode ? 'one-time-code' : 'current-password'}
        label={t(byCode ? 'mfa.totp.code' : 'mfa.reverify.password')}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" loading={busy}>
          {t('mfa.reverify.confirm')}
        </Button>
        <Button onClick={pending.reject}>{t('common.cancel')}</Button>
        {totp && (
          <Button variant="link" onClick={() => switchTo(byCode ? 'password' : 'code')}>
            {t(byCode ? 'mfa.reverify.usePassword' : 'mfa.reverify.useCode')}
          </Button>
        )}
      </div>
    </form>
  );
}
