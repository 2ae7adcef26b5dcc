import { useState } from 'react';
import { Link } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { paths } from '../../config/paths';
import { useApps } from '../../features/apps/api/get-apps';
import { useUnit } from '../../features/apps/api/get-unit';
import { AppTile, type LauncherView } from '../../features/apps/components/app-tile';
import { portico } from '../../lib/portico';
import { useT } from '../../lib/use-t';

/** /apps: the application launcher (product.md §2.7). The route guard ensures a session. */
export function AppsRoute() {
  useSignals();
  const t = useT();
  const info = portico.session.info.value;
  const token = portico.session.token.value ?? '';
  const [view, setView] = useState<LauncherView>('max');
  const apps = useApps(`${info?.unitCode}/${info?.userCode}`);
  const unit = useUnit(info?.unitCode ?? '');
  if (!info) return null;
  const logo = unit.data?.logo ?? info.unitLogo;

  return (
    <div className="min-h-full">
      <header className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-5">
          <div className="flex items-center gap-3">
            <img
              src={logo ?? '/favicon.svg'}
              alt=""
              className="size-10 rounded-lg bg-white/10 p-1"
            />
            <div>
              <p className="text-xs uppercase tracking-widest text-brand-100">{t('apps.title')}</p>
              <h1 className="text-lg font-semibold" data-testid="welcome">
                {t('apps.welcome', { unitName: info.unitName })}
              </h1>
            </div>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-brand-100 sm:inline">
              {info.username} · {info.userCode}
            </span>
            <Link
              to={paths.logout}
              className="rounded-lg bg-white/10 px-3 py-1.5 font-medium hover:bg-white/20"
            >
              {t('apps.logout')}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-8">
        <div className="mb-5 flex justify-end">
          <button
            type="button"
            onClick={() => setView(view === 'max' ? 'min' : 'max')}
            className="rounded-lg bg-white px-3 py-1.5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50"
          >
            {view === 'max' ? t('apps.viewMin') : t('apps.viewMax')}
          </button>
        </div>
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
          className={`grid gap-4 ${view === 'max' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-2 sm:grid-cols-4 lg:grid-cols-6'}`}
        >
          {apps.data?.map((app) => (
            <AppTile key={app.code} app={app} token={token} view={view} />
          ))}
        </ul>
      </main>
    </div>
  );
}
