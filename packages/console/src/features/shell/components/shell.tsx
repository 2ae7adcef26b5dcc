import { SystemTips } from '@portico/elements';
import { type MenuItem } from '@portico/sdk';
import { appNameKey, pageTitle } from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { useSystemConfig } from '../api/get-startup-config';
import { useContentTools } from '../hooks/use-content-tools';
import { useMenuSelection } from '../hooks/use-menu-selection';
import { useOpenMenu, type MenuDialogState } from '../hooks/use-open-menu';
import { usePageTitle } from '../hooks/use-page-title';
import { useShellMenus } from '../hooks/use-shell-menus';
import { useShellPrefs } from '../hooks/use-shell-prefs';
import { PasswordIntro } from '../intro/password-intro';
import { usePasswordIntro } from '../intro/use-password-intro';
import { menuHref } from '../menus/menu-action';
import { menuLabel } from '../menus/menu-tree';
import { shellAppFor } from '../shell-apps';
import { ShellContext, type ShellContextValue } from '../shell-context';
import { readShellFlags } from '../shell-flags';
import { sideMenuShown } from '../shell-prefs';
import { Watermark } from '../watermark/watermark';
import { hasWatermark } from '../watermark/watermark-paths';
import { PageBar } from './breadcrumb';
import { MenuDialog } from './menu-dialog';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/**
 * The main shell of product.md §2.8 around the pages of its routes: top bar with the first-level
 * menus, side navigation with the second and third levels, the system-notice strip, and the
 * content (a route's page or the embedded frame) with the watermark where it applies.
 */
export function Shell() {
  useSignals();
  const t = useT();
  const location = useLocation();
  const app = shellAppFor(location.pathname);
  const { menus, loading, error } = useShellMenus(app);
  const { config } = useSystemConfig();
  const info = portico.session.info.value;
  const overrides = portico.i18n.overrides.value;
  const language = portico.i18n.locale.value;
  const label = useCallback((menu: MenuItem) => menuLabel(menu, overrides), [overrides]);
  const selection = useMenuSelection(menus);
  const [prefs, setPrefs] = useShellPrefs();
  const [dialog, setDialog] = useState<MenuDialogState | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const tools = useContentTools(contentRef);
  const intro = usePasswordIntro();
  const flags = readShellFlags(location.search);
  const appName = t(appNameKey(app.appCode));

  const { pickTop } = selection;
  const onExpand = useCallback(
    (menu: MenuItem) => {
      if (!menus.some((top) => top.identity === menu.identity)) return;
      pickTop(menu.identity);
      // Choosing a first-level menu is asking for its side tree.
      if (prefs.sideCollapsed) setPrefs({ sideCollapsed: false });
    },
    [menus, pickTop, prefs.sideCollapsed, setPrefs],
  );
  const openMenu = useOpenMenu({
    app,
    rules: config.outsideLinks,
    label,
    onDialog: setDialog,
    onExpand,
  });
  const hrefOf = useCallback(
    (menu: MenuItem) =>
      menuHref(menu, {
        language,
        framePath: app.framePath,
        rules: config.outsideLinks,
        origin: window.location.origin,
      }),
    [language, app.framePath, config.outsideLinks],
  );
  const current = selection.trail.at(-1);
  usePageTitle(pageTitle(appName, current ? label(current) : undefined));

  const context = useMemo<ShellContextValue>(
    () => ({
      app,
      appName,
      menus,
      menusLoading: loading,
      menusError: error,
      trail: selection.trail,
      label,
      openMenu,
      selectTop: pickTop,
    }),
    [app, appName, menus, loading, error, selection.trail, label, openMenu, pickTop],
  );

  const showSide = !flags.hideLeft && sideMenuShown(prefs);
  return (
    <ShellContext.Provider value={context}>
      <div className="flex h-screen flex-col overflow-hidden bg-slate-100 text-slate-800">
        {!flags.hideTop && (
          <>
            <TopBar
              appName={appName}
              menus={menus}
              activeTop={selection.top?.identity ?? null}
              label={label}
              hrefOf={hrefOf}
              onOpen={openMenu}
              intro={intro}
              tools={{
                prefs,
                onPrefs: setPrefs,
                onRefresh: tools.refresh,
                onCopyLink: tools.copyLink,
                fullScreen: tools.fullScreen,
                onFullScreen: tools.toggleFullScreen,
              }}
            />
            <div className="hidden border-b border-slate-200 bg-white px-3 py-1.5 has-[[role=region]]:block">
              <SystemTips client={portico} />
            </div>
          </>
        )}
        <div className="flex min-h-0 flex-1">
          {showSide && (
            <SideNav
              layout={prefs.layout}
              menus={menus}
              top={selection.top}
              activeIdentity={current?.identity ?? null}
              label={label}
              hrefOf={hrefOf}
              onOpen={openMenu}
            />
          )}
          <div ref={contentRef} className="relative flex min-w-0 flex-1 flex-col bg-slate-100">
            {!flags.hideTop && (
              <PageBar home={app.home} appName={appName} trail={selection.trail} label={label} />
            )}
            <div className="relative min-h-0 flex-1">
              <main key={tools.refreshKey} className="absolute inset-0 overflow-auto">
                <Outlet />
              </main>
              {hasWatermark(location.pathname) && info && (
                <Watermark
                  text={t('page.watermark', { unitName: info.unitName, userCode: info.userCode })}
                />
              )}
            </div>
          </div>
        </div>
      </div>
      {dialog && <MenuDialog {...dialog} onClose={() => setDialog(null)} />}
      {intro.visible && !flags.hideTop && <PasswordIntro onDone={intro.dismiss} />}
    </ShellContext.Provider>
  );
}
