import { useState } from 'react';
import { Link } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { UserBar } from '@portico/elements';
import type { AppInfo } from '@portico/sdk';
import { paths } from '../../config/paths';
import { getPmsToken } from '../../features/launcher/api/launch';
import { useApps } from '../../features/launcher/api/get-apps';
import { useUnitByCode } from '../../features/launcher/api/get-unit-by-code';
import { AppTile, type LauncherView } from '../../features/launcher/components/app-tile';
import { HotelChooser } from '../../features/launcher/components/hotel-chooser';
import { launchApp } from '../../features/launcher/launch/launch-app';
import { LanguageSwitch } from '../../features/translations';
import { notify } from '../../lib/notify';
import { portico } from '../../lib/portico';
import { useT } from '../../lib/use-t';

/** Each view has its own default banner (product.md §2.7 "Two view sizes … banner images"). */
const BANNERS: Record<LauncherView, string> = {
  max: '/banners/launcher-max.svg',
  min: '/banners/launcher-min.svg',
};
const VIEW_KEY = 'portico.launcherView';
const DEFAULT_LOGO = '/favicon.svg';

function storedView(): LauncherView {
  return localStorage.getItem(VIEW_KEY) === 'min' ? 'min' : 'max';
}

/** /apps: the application launcher (product.md §2.7). The sso rules ensure a session. */
export function AppsRoute() {
  useSignals();
  const t = useT();
  const info = portico.session.info.value;
  const token = portico.session.token.value ?? '';
  const [view, setView] = useState<LauncherView>(storedView);
  const [choosingFor, setChoosingFor] = useState<AppInfo | null>(null);
  const apps = useApps(`${info?.unitCode}/${info?.userCode}`);
  const unit = useUnitByCode(info?.unitCode ?? '');
  if (!info) return null;
  const logo = unit.data?.logo || info.unitLogo || DEFAULT_LOGO;
  const large = view === 'max';

  function toggleView() {
    const next = large ? 'min' : 'max';
    localStorage.setItem(VIEW_KEY, next);
    setView(next);
  }

  async function launch(app: AppInfo, hotelCode?: string) {
    const outcome = await launchApp(
      app,
      {
        http: portico.http,
        token,
        orgType: info?.orgType ?? '',
        unitCode: info?.unitCode ?? '',
        base: location.href,
        openTab: () => {
          const tab = window.open('about:blank', '_blank');
          // The app must not be able to script the hub (what rel=noopener does for links).
          if (tab) tab.opener = null;
          return tab;
        },
        assign: (url) => location.assign(url),
        pmsToken: getPmsToken,
      },
      hotelCode,
    );
    if (outcome.type === 'choose-hotel') setChoosingFor(app);
    if (outcome.type === 'refused') notify(t(outcome.key), 'error');
  }

  return (
    <div className="min-h-full">
      <header
        className={`bg-brand-900 bg-cover bg-center text-white ${large ? 'pb-14' : 'pb-6'}`}
        style={{ backgroundImage: `url(${BANNERS[view]})` }}
        data-testid="launcher-banner"
        data-view={view}
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
            {t('apps.title')}
          </p>
          <div className="flex items-center gap-2 text-sm">
            <button
              type="button"
              onClick={toggleView}
              aria-pressed={!large}
              className="rounded-lg bg-white/10 px-3 py-1.5 font-medium hover:bg-white/20"
            >
              {large ? t('apps.viewMin') : t('apps.viewMax')}
            </button>
            <LanguageSwitch tone="banner" />
            {info.menus.length > 0 && (
              <Link
                to={paths.blank}
                className="rounded-lg bg-white/10 px-3 py-1.5 font-medium hover:bg-white/20"
              >
                {t('apps.workspace')}
              </Link>
            )}
            <UserBar client={portico} logoutRedirect={paths.logout} />
          </div>
        </div>
        <div
          className={`mx-auto flex max-w-6xl items-center gap-4 px-6 ${large ? 'pt-6' : 'pt-1'}`}
        >
          <img
            src={logo}
            alt=""
            onError={(event) => {
              // A broken unit logo falls back to the default (product.md §2.7).
              if (!event.currentTarget.src.endsWith(DEFAULT_LOGO))
                event.currentTarget.src = DEFAULT_LOGO;
            }}
            className={`rounded-xl bg-white p-1.5 shadow ${large ? 'size-16' : 'size-10'}`}
          />
          <h1 className={`font-semibold ${large ? 'text-2xl' : 'text-lg'}`} data-testid="welcome">
            {t('apps.welcome', { unitName: info.unitName })}
          </h1>
        </div>
      </header>
      <main className={`mx-auto max-w-6xl px-6 ${large ? 'mt-8' : 'mt-6'} pb-10`}>
        {apps.isError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-4 py-3 text-red-700 ring-1 ring-red-200"
          >
            {t('apps.loadFailed', { reason: apps.error.message })}
          </p>
        )}
        {apps.data?.length === 0 && <p className="text-slate-500">{t('apps.empty')}</p>}
        <ul
          aria-label={t('apps.title')}
          className={`grid gap-4 ${large ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6'}`}
        >
          {apps.data?.map((app) => (
            <AppTile
              key={app.code}
              app={app}
              token={token}
              orgType={info.orgType}
              view={view}
              onLaunch={(chosen) => void launch(chosen)}
            />
          ))}
        </ul>
      </main>
      {choosingFor && (
        <HotelChooser
          onClose={() => setChoosingFor(null)}
          onChoose={(hotel) => {
            const app = choosingFor;
            setChoosingFor(null);
            void launch(app, hotel.code);
          }}
        />
      )}
    </div>
  );
}
