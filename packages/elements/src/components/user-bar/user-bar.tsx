import { registerMessages } from '@portico/sdk';
import { userBarMessages } from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { credentialHub, signInAtHub } from '../../config/hub-session';
import { porticoConfig } from '../../config/portico-config';
import { withFullStyles } from '../../shadow/adopt-styles';
import { useLoggedOutEvent } from '../../events/session-events';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../../events/dispatch';
import { usePortico } from '../../ui/portico-context';
import { splitRoot, type BodyProps } from '../../ui/portico-root';
import { TopChromeRoot } from '../../ui/top-chrome-root';
import { safeRedirect } from '../../ui/safe-redirect';
import { useDomEvents } from '../../ui/use-dom-events';
import { PasswordModal } from '../password-modal/password-modal';
import type { DialogOperation } from './bar-popovers';
import {
  initial,
  parseHidden,
  visibleOperations,
  visibleTools,
  type BarOperation,
} from './bar-rules';
import {
  chevronDown as chevronIcon,
  operations as operationsIcon,
  person as personIcon,
} from '../../ui/icons/first-paint-paths';
import { SvgIcon } from '../../ui/icons/svg-icon';

// The bar's own texts; the menu and the modals register theirs when they load.
registerMessages(userBarMessages);

// Everything past the first paint loads on first use (the standalone bundle's size budget).
// Each loader also brings the full stylesheet (shadow/adopt-styles.ts).
const loadPopovers = withFullStyles(() => import('./bar-popovers'));
const BarPopovers = lazy(loadPopovers);
const ShellTools = lazy(withFullStyles(() => import('./shell-tools')));
const loadLanguage = withFullStyles(() => import('../language-select/language-dialog'));
const loadLogo = withFullStyles(() => import('../logo-change/logo-dialog'));
const loadUnitSwitch = withFullStyles(() => import('../unit-switch/unit-switch-dialog'));
const loadEmail = withFullStyles(() => import('../email-binding/email-dialog'));
const loadSecurity = withFullStyles(() => import('../sign-in-security/sign-in-security-dialog'));
const loadSessions = withFullStyles(
  () => import('../signed-in-sessions/signed-in-sessions-dialog'),
);
const loaders: Partial<Record<BarOperation, () => Promise<unknown>>> = {
  language: loadLanguage,
  logo: loadLogo,
  unit: loadUnitSwitch,
  backdoor: loadUnitSwitch,
  email: loadEmail,
  security: loadSecurity,
  sessions: loadSessions,
};
const LanguageDialog = lazy(loadLanguage);
const LogoDialog = lazy(loadLogo);
const UnitSwitchDialog = lazy(loadUnitSwitch);
const EmailDialog = lazy(loadEmail);
const SignInSecurityDialog = lazy(loadSecurity);
const SignedInSessionsDialog = lazy(loadSessions);
const HubHandOffDialog = lazy(withFullStyles(() => import('../hub-hand-off/hub-hand-off-dialog')));

import type {
  LocaleChangeDetail,
  LogoutEventDetail,
  MenuCollapseDetail,
  UnitSwitchedDetail,
  UserBarProps,
} from './user-bar-props';

/**
 * The top user bar of product.md §2.8: who is signed in (user and unit; the user-info dropdown
 * adds the department), the operation menu (update password, change language, change logo,
 * change unit, update history, password e-mail, sign-in security, logout, and the backdoor option) and, when the
 * host asks, its shell-only buttons. The menu and every modal load on first use.
 */
export function UserBar(props: UserBarProps) {
  const [root, body] = splitRoot(props);
  return (
    <TopChromeRoot {...root}>
      <Bar {...body} locale={root.locale} signIn={signInTarget(root.hubUrl, root.appCode)} />
    </TopChromeRoot>
  );
}

type BarProps = BodyProps<UserBarProps> & {
  locale?: string;
  /** Signed out, a Sign in button goes here (the hub's SSO page for this app). */
  signIn?: { hubUrl: string; appCode: string } | null;
};

/** Sign in is offered when the hub and the app code are known (attributes or configure()). */
/** A name over its code (the signed-in user, the unit), with a label for screen readers. */
function NameAndCode({
  name,
  label,
  title,
  code,
  width,
}: {
  name: 'user' | 'unit';
  label: string;
  title: string;
  code: string;
  /** A whole Tailwind class, written at the call so the class scan finds it. */
  width: 'max-w-48' | 'max-w-56';
}) {
  return (
    <span part={part(name)} className="flex min-w-0 flex-col leading-tight">
      <span className="sr-only">{label}</span>
      <span className={`${width} truncate font-medium`} title={title}>
        {title}
      </span>
      <span className={`${width} truncate text-xs text-portico-muted`}>{code}</span>
    </span>
  );
}

function signInTarget(hubUrl?: string, appCode?: string) {
  const config = porticoConfig();
  const hub = hubUrl ?? config.hubUrl;
  const code = appCode ?? config.appCode;
  return hub && code ? { hubUrl: hub, appCode: code } : null;
}

function Bar({
  signIn,
  locale,
  logoutRedirect,
  hide,
  shellTools = false,
  menuCollapsed = false,
  collapseDisabled = false,
  onLogout,
  onLoggedOut,
  onUnitSwitched,
  onLocaleChange,
  onRefresh,
  onMenuCollapse,
}: BarProps) {
  useSignals();
  const { client, t, container, hubUrl, locale: shown } = usePortico();
  const info = client.session.isLoggedIn.value ? client.session.info.value : null;
  const hidden = useMemo(() => parseHidden(hide), [hide]);
  const operations = info ? visibleOperations(info, hidden) : [];
  const tools = visibleTools(shellTools, hidden);

  const baseRef = useRef<HTMLDivElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [popover, setPopover] = useState<'user' | 'menu' | null>(null);
  const [popoversWanted, setPopoversWanted] = useState(false);
  const [dialog, setDialog] = useState<DialogOperation | null>(null);

  useLoggedOutEvent(baseRef, client);
  useDomEvents(baseRef, {
    [PORTICO_EVENTS.logout]: onLogout,
    [PORTICO_EVENTS.loggedOut]: onLoggedOut,
    [PORTICO_EVENTS.unitSwitched]: onUnitSwitched,
    [PORTICO_EVENTS.localeChange]: onLocaleChange,
    [PORTICO_EVENTS.refresh]: onRefresh,
    [PORTICO_EVENTS.menuCollapse]: onMenuCollapse,
  });

  // A logout in another tab or page of the host shows when the user comes back.
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState !== 'hidden') client.session.sync();
    };
    window.addEventListener('focus', sync);
    window.addEventListener('visibilitychange', sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener('focus', sync);
      window.removeEventListener('visibilitychange', sync);
      window.removeEventListener('storage', sync);
    };
  }, [client]);

  // Signed out (here or elsewhere): nothing of the user stays open.
  if (!info && (popover || dialog)) {
    setPopover(null);
    setDialog(null);
  }

  const emit = <Detail,>(
    name: (typeof PORTICO_EVENTS)[keyof typeof PORTICO_EVENTS],
    detail?: Detail,
    cancelable = false,
  ) => !baseRef.current || dispatchPorticoEvent(baseRef.current, name, { detail, cancelable });

  function toggle(which: 'user' | 'menu') {
    setPopoversWanted(true);
    setPopover((current) => (current === which ? null : which));
  }

  async function logout() {
    if (!info || busy) return;
    const detail: LogoutEventDetail = { userCode: info.userCode, unitCode: info.unitCode };
    if (!emit(PORTICO_EVENTS.logout, detail, true)) return;
    setBusy(true);
    try {
      await client.logout();
    } finally {
      setBusy(false);
    }
    // Clearing the session has dispatched portico-logged-out (useLoggedOutEvent).
    const target = safeRedirect(logoutRedirect);
    if (target) window.location.assign(target);
  }

  const close = () => setDialog(null);
  // A unit switch of another app's session is the hub's (the server refuses it here).
  const unitHub = credentialHub(client, hubUrl);
  const preload = (operation: BarOperation) => void loaders[operation]?.();
  const trigger =
    // Hover in the text's own colour: right on a light bar and on a host's dark header alike.
    'inline-flex cursor-pointer items-center rounded-portico transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-portico-primary aria-expanded:bg-current/10';

  return (
    <div
      ref={baseRef}
      part={part('base')}
      aria-busy={busy || undefined}
      // At most as wide as its container (320 px phones): the names shrink and truncate, the
      // operations button keeps its size.
      className="flex max-w-full items-center gap-1 rounded-portico border border-portico-border bg-portico-surface p-1 font-portico text-sm text-portico-text shadow-sm"
    >
      {tools.length > 0 && (
        // Only hosts that ask for them load them; the space is kept meanwhile (no jump).
        <Suspense fallback={<span style={{ width: tools.length * 34 + 5 }} />}>
          <ShellTools
            tools={tools}
            menuCollapsed={menuCollapsed}
            collapseDisabled={collapseDisabled}
            onRefresh={() => {
              if (emit(PORTICO_EVENTS.refresh, undefined, true)) window.location.reload();
            }}
            onCollapse={(collapsed) =>
              emit<MenuCollapseDetail>(PORTICO_EVENTS.menuCollapse, { collapsed })
            }
          />
        </Suspense>
      )}
      {info ? (
        <>
          <button
            ref={userButton}
            type="button"
            part={part('user-info-button')}
            disabled={hidden.has('user-info')}
            aria-haspopup="dialog"
            aria-expanded={popover === 'user'}
            onPointerEnter={() => void loadPopovers()}
            onFocus={() => void loadPopovers()}
            onClick={() => toggle('user')}
            className={`${trigger} min-w-0 gap-2.5 py-0.5 pe-1.5 ps-0.5 text-start disabled:cursor-default disabled:bg-transparent`}
          >
            <span
              part={part('avatar')}
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-portico-primary text-sm font-semibold text-portico-on-primary select-none"
            >
              {initial(info.username || info.userCode)}
            </span>
            <NameAndCode
              name="user"
              label={t('userBar.user')}
              title={info.username}
              code={info.userCode}
              width="max-w-48"
            />
            <span aria-hidden="true" className="h-7 w-px shrink-0 bg-portico-border" />
            <NameAndCode
              name="unit"
              label={t('userBar.unit')}
              title={info.unitName}
              code={info.unitCode}
              width="max-w-56"
            />
            {!hidden.has('user-info') && (
              <SvgIcon paths={chevronIcon} className="size-4 text-portico-muted" />
            )}
          </button>
          {operations.length > 0 && (
            <button
              ref={menuButton}
              type="button"
              part={part('menu-button')}
              aria-label={t('userBar.operations')}
              title={t('userBar.operations')}
              aria-haspopup="menu"
              aria-expanded={popover === 'menu'}
              onPointerEnter={() => void loadPopovers()}
              onFocus={() => void loadPopovers()}
              onClick={() => toggle('menu')}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' && popover !== 'menu') {
                  event.preventDefault();
                  toggle('menu');
                }
              }}
              className={`${trigger} size-9 shrink-0 justify-center text-portico-muted`}
            >
              <SvgIcon paths={operationsIcon} className="size-5" />
            </button>
          )}
          {popoversWanted && (
            <Suspense fallback={null}>
              <BarPopovers
                info={info}
                open={popover}
                onClose={() => setPopover(null)}
                userButton={userButton}
                menuButton={menuButton}
                operations={operations}
                openDialog={setDialog}
                preload={preload}
                logout={() => void logout()}
              />
            </Suspense>
          )}
          <Suspense fallback={null}>
            {dialog === 'password' && (
              <PasswordModal
                client={client}
                locale={locale}
                container={container}
                open
                onOpenChange={(open) => !open && close()}
                logoutRedirect={logoutRedirect}
                hubUrl={hubUrl}
                embedded
              />
            )}
            {dialog === 'language' && (
              <LanguageDialog
                open
                onOpenChange={close}
                onSwitched={(next) =>
                  emit<LocaleChangeDetail>(PORTICO_EVENTS.localeChange, { locale: next })
                }
              />
            )}
            {dialog === 'logo' && <LogoDialog open onOpenChange={close} />}
            {(dialog === 'unit' || dialog === 'backdoor') && unitHub && (
              <HubHandOffDialog action="unit" hubUrl={unitHub} onClose={close} />
            )}
            {(dialog === 'unit' || dialog === 'backdoor') && !unitHub && (
              <UnitSwitchDialog
                open
                onOpenChange={close}
                backdoor={dialog === 'backdoor'}
                onSwitched={(unit) =>
                  emit<UnitSwitchedDetail>(
                    PORTICO_EVENTS.unitSwitched,
                    { unitCode: unit.code, unitName: unit.name },
                    true,
                  )
                }
              />
            )}
            {dialog === 'email' && <EmailDialog open onOpenChange={close} />}
            {dialog === 'security' && <SignInSecurityDialog open onOpenChange={close} />}
            {dialog === 'sessions' && <SignedInSessionsDialog open onOpenChange={close} />}
          </Suspense>
        </>
      ) : (
        <>
          <span
            part={part('avatar')}
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-portico-border text-portico-muted"
          >
            <SvgIcon paths={personIcon} />
          </span>
          {signIn ? (
            <button
              type="button"
              part={part('sign-in')}
              className="rounded px-2 py-1 font-medium text-portico-primary hover:bg-portico-border focus-visible:outline-2"
              onClick={() => void signInAtHub(signIn.hubUrl, signIn.appCode, shown)}
            >
              {t('userBar.signIn')}
            </button>
          ) : (
            <span className="pe-2 text-portico-muted">{t('userBar.signedOut')}</span>
          )}
        </>
      )}
    </div>
  );
}

export { safeRedirect };
