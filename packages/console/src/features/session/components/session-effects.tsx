import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { kickedSignal, NoticeStack, PasswordModal, RepeatLoginModal } from '@portico/elements';
import { paths } from '../../../config/paths';
import { portico } from '../../../lib/portico';
import { TranslationsEffects } from '../../translations';
import { IdleLock } from './idle-lock';
import { handingBack } from '../../hub-actions';

/** Pages a signed-out visitor may stay on; any other page leaves when the session ends. */
const PUBLIC_PATHS: readonly string[] = [
  paths.login,
  paths.sso,
  paths.logout,
  paths.ssoLogout,
  paths.agreement,
  paths.unsubscribeEmail,
  paths.forbidden,
  paths.serverError,
  paths.notImplemented,
];

/**
 * What every signed-in page of the console does (product.md §4): the forced password change
 * (opens at once, cannot be dismissed), the repeat-login notice, notice popups with the live
 * connection, and leaving for the logout page as soon as the session ends anywhere — the 1 s
 * token poll, another tab (BroadcastChannel), a server session event over STOMP, or a 50001;
 * and the lock screen after the unit's idle window (product.md §2.5 /safety/lockScreen).
 */
export function SessionEffects() {
  useSignals();
  const signedIn = portico.session.isLoggedIn.value;

  useEffect(() => portico.watchSession(() => undefined), []);

  useEffect(() => {
    let was = portico.session.isLoggedIn.peek();
    return portico.session.isLoggedIn.subscribe((now) => {
      const ended = was && !now;
      was = now;
      if (!ended || PUBLIC_PATHS.includes(location.pathname) || handingBack.active) return;
      // The repeat-login notice must be read first; its button leaves (variant two).
      if (kickedSignal(portico).peek() || portico.repeatLogin.peek()) return;
      location.assign(paths.logout);
    });
  }, []);

  return (
    <>
      <RepeatLoginModal client={portico} logoutRedirect={paths.logout} />
      {signedIn && (
        <>
          <PasswordModal client={portico} logoutRedirect={paths.logout} />
          <NoticeStack client={portico} />
          <TranslationsEffects />
          <IdleLock />
        </>
      )}
    </>
  );
}
