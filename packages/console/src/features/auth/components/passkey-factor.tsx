import type { LoginResult } from '@portico/sdk';
import { registerMessages } from '@portico/sdk';
import { passkeysMessages } from '@portico/sdk/internal';
import { useState } from 'react';
import { useT } from '../../../lib/use-t';
import { passkeysTexts } from '../../../texts/areas/passkeys';
import { isCeremonyCancelled, passkeySignIn, passkeysSupported } from '../passkey';

registerMessages(passkeysMessages, passkeysTexts);

export interface PasskeyFactorProps {
  /** The token of the sign-in's "second factor due" answer. */
  mfaToken: string;
  onSignedIn: (login: LoginResult) => void;
}

/** The second step's other way: the user's passkey instead of a code. */
export function PasskeyFactor({ mfaToken, onSignedIn }: PasskeyFactorProps) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  async function click() {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await passkeySignIn({ mfaToken }));
    } catch (reason) {
      setError(
        isCeremonyCancelled(reason)
          ? t('passkey.cancelled')
          : reason instanceof Error
            ? reason.message
            : t('error.unknown'),
      );
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void click()}
        disabled={busy}
        data-testid="passkey-factor"
        className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 transition hover:border-brand-500 hover:text-brand-700 disabled:opacity-60"
      >
        {t('passkey.useAsFactor')}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
