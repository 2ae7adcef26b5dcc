import type { LoginResult } from '@portico/sdk';
import { registerMessages } from '@portico/sdk';
import { passkeysMessages } from '@portico/sdk/internal';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { passkeysTexts } from '../../../texts/areas/passkeys';
import { casReturnPath } from '../cas-return';
import { oidcReturnPath } from '../oidc-return';
import {
  cancelPasskeyRequest,
  isCeremonyCancelled,
  passkeyAutofillSupported,
  passkeySignIn,
  passkeysSupported,
} from '../passkey';

registerMessages(passkeysMessages, passkeysTexts);

/**
 * "Sign in with a passkey" under the login form, where some unit allows passwordless sign-in:
 * the button, and the browser's autofill of the user field (conditional UI) listing the hub's
 * passkeys. Either signs in without the password and goes on as the form's sign-in does.
 */
export function PasskeySignIn() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function signedIn(login: LoginResult) {
    portico.startSession(login);
    const protocolReturn = oidcReturnPath(location.search) ?? casReturnPath(location.search);
    if (protocolReturn) window.location.assign(protocolReturn);
    else navigate(location.pathname + location.search, { replace: true });
  }

  function failed(reason: unknown) {
    if (isCeremonyCancelled(reason)) return;
    setError(reason instanceof Error ? reason.message : t('error.unknown'));
  }

  // The autofill waits in the background until the user picks a passkey or the page moves on.
  useEffect(() => {
    let live = true;
    void passkeyAutofillSupported().then((supported) => {
      if (!live || !supported) return;
      passkeySignIn({ autofill: true }).then(signedIn, (reason: unknown) => {
        if (live) failed(reason);
      });
    });
    return () => {
      live = false;
      cancelPasskeyRequest();
    };
    // Started once per page: a new request would cancel the one the browser is showing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!passkeysSupported()) return null;

  async function click() {
    setBusy(true);
    setError(null);
    try {
      signedIn(await passkeySignIn());
    } catch (reason) {
      failed(reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 space-y-2">
      <button
        type="button"
        onClick={() => void click()}
        disabled={busy}
        data-testid="passkey-sign-in"
        className="w-full rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-medium text-slate-700 transition hover:border-brand-500 hover:text-brand-700 disabled:opacity-60"
      >
        {t('passkey.signIn')}
      </button>
      {error && (
        <p
          role="alert"
          data-testid="passkey-error"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
    </div>
  );
}
