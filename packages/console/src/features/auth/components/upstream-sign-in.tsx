import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/use-t';
import { oidcReturnPath } from '../oidc-return';
import { finishUpstream, linkNeededOf, upstreamReturn, upstreamStartUrl } from '../upstream-return';
import { UpstreamLinkForm } from './upstream-link-form';

/**
 * The corporate sign-in of the login page (product.md §2.6 "SSO login", server README "Upstream
 * identity providers"): the button sends the browser to the unit's identity provider; back here,
 * the one-time code is spent and the session starts as after the form, or the reason shows. A
 * corporate identity not linked yet is asked once for its Portico account's credentials.
 */
export function UpstreamSignIn({ offered, unitCode }: { offered: boolean; unitCode: string }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [linking, setLinking] = useState<{ suggestedUserCode: string | null } | null>(null);
  const spent = useRef(false);
  const back = upstreamReturn(location.search);
  const code = back && 'code' in back ? back.code : null;
  const busy = code !== null && !done;
  const shown =
    message ?? (back && 'error' in back ? t(`login.upstreamError.${back.error}`) : null);

  const signedIn = useCallback(() => {
    const oidcReturn = oidcReturnPath(location.search);
    if (oidcReturn) return window.location.assign(oidcReturn);
    // The sso rules run again with the new token and decide where to go (product.md §2.2).
    navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);

  useEffect(() => {
    // Once: the code is spent by the first call, and React may run effects twice in development.
    if (!code || spent.current) return;
    spent.current = true;
    finishUpstream(code)
      .then(signedIn)
      .catch((error: unknown) => {
        const needed = linkNeededOf(error);
        if (needed) setLinking(needed);
        setMessage(error instanceof Error ? error.message : t('error.unknown'));
      })
      .finally(() => setDone(true));
  }, [code, signedIn, t]);

  const link = async (credentials: { userCode: string; password: string }) => {
    if (!code) return;
    try {
      await finishUpstream(code, credentials);
      signedIn();
    } catch (error) {
      // The hand-off is spent by a wrong password: the corporate sign-in starts again.
      setLinking(null);
      setMessage(error instanceof Error ? error.message : t('error.unknown'));
    }
  };

  const start = () => {
    if (!unitCode.trim()) return setMessage(t('login.upstreamUnitRequired'));
    window.location.assign(upstreamStartUrl(unitCode, location.search));
  };

  return (
    <>
      {(shown || busy) && (
        <p
          role={shown ? 'alert' : 'status'}
          data-testid="upstream-message"
          className={`mt-4 rounded-lg px-3 py-2 text-sm ring-1 ${
            message
              ? 'bg-red-50 text-red-700 ring-red-200'
              : 'bg-slate-50 text-slate-600 ring-slate-200'
          }`}
        >
          {shown ?? t('login.upstreamSigningIn')}
        </p>
      )}
      {linking && <UpstreamLinkForm suggestedUserCode={linking.suggestedUserCode} onLink={link} />}
      {offered && !linking && (
        <div className="mt-4 flex">
          <button
            type="button"
            data-testid="sso-upstream"
            onClick={start}
            className="flex-1 rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-medium text-slate-700 transition hover:border-brand-500 hover:text-brand-700"
          >
            {t('login.upstream')}
          </button>
        </div>
      )}
    </>
  );
}
