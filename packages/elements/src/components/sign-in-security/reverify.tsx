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
import { verifySelf } from './mfa-api';

/**
 * Adding a sign-in factor needs a recent proof of identity: a session signed in a while ago is
 * answered 40125. The dialog then asks for the current password inline, confirms it
 * (POST /self/verify), and repeats the action, so the user is never left at a dead end.
 */

const isReverifyRequired = (failed: unknown) =>
  typeof failed === 'object' &&
  failed !== null &&
  (failed as { result?: unknown }).result === UcCode.REVERIFY_REQUIRED;

/** Runs an action; on 40125 asks for the password, then runs it once more. */
export type Guard = <T>(action: () => Promise<T>) => Promise<T>;

const ReverifyContext = createContext<Guard>((action) => action());

export const useReverify = (): Guard => useContext(ReverifyContext);

interface Pending {
  /** The password was confirmed: go on. */
  resolve: () => void;
  /** The user cancelled: the action fails with its own answer. */
  reject: () => void;
}

/** Gives its children the guard and shows the password prompt while one waits for it. */
export function ReverifyProvider({ children }: { children: ReactNode }) {
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
      {pending && <ReverifyPrompt pending={pending} />}
      {children}
    </ReverifyContext.Provider>
  );
}

function ReverifyPrompt({ pending }: { pending: Pending }) {
  const { client, t } = usePortico();
  const uid = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!password) return setError(t('mfa.reverify.hint'));
    setBusy(true);
    setError(null);
    try {
      await verifySelf(client, password);
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
      <p className="text-portico-muted">{t('mfa.reverify.hint')}</p>
      <FactorField
        id={`${uid}-password`}
        name="reverify-password"
        kind="current-password"
        label={t('mfa.reverify.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={busy}>
          {t('mfa.reverify.confirm')}
        </Button>
        <Button onClick={pending.reject}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
