import { appTileLink, type AppInfo } from '@portico/sdk';
import { useT } from '../../../lib/use-t';

export type LauncherView = 'min' | 'max';

/** Initial-letter badge shown when an app has neither logo nor small logo. */
function DefaultLogo({ app, large }: { app: AppInfo; large: boolean }) {
  return (
    <span
      aria-hidden
      className={`flex items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 font-semibold text-white ${large ? 'size-14 text-xl' : 'size-10 text-base'}`}
    >
      {(app.descript || app.code).slice(0, 1).toUpperCase()}
    </span>
  );
}

/** One launcher tile: name, logo (own, else small, else default) and the link (product.md §2.7). */
export function AppTile({ app, token, view }: { app: AppInfo; token: string; view: LauncherView }) {
  const t = useT();
  const logo = app.logo ?? app.sLogo;
  // Token appended; PLATFORM_MEMBER drops its /index suffix (product.md §2.7).
  const href = appTileLink(app, token, location.href);
  const large = view === 'max';
  const body = (
    <>
      {logo ? (
        <img src={logo} alt="" className={large ? 'size-14 rounded-xl' : 'size-10 rounded-lg'} />
      ) : (
        <DefaultLogo app={app} large={large} />
      )}
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">
          {app.descript || t('apps.notSet')}
        </span>
        <span className="block text-xs uppercase tracking-wide text-slate-500">{app.code}</span>
      </span>
    </>
  );
  const className = `flex items-center gap-3 rounded-xl bg-white ring-1 ring-slate-200 transition ${large ? 'p-5' : 'p-3'}`;
  return (
    <li data-app-code={app.code}>
      {href ? (
        <a
          href={href}
          className={`${className} shadow-sm hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300`}
        >
          {body}
        </a>
      ) : (
        <div className={`${className} opacity-60`} aria-disabled title={t('apps.noAddress')}>
          {body}
        </div>
      )}
    </li>
  );
}
