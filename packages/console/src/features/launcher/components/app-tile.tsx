import type { MouseEvent } from 'react';
import { type AppInfo } from '@portico/sdk';
import { appLaunch } from '@portico/sdk/internal';
import { dataLabel } from '../../../lib/data-label';
import { useT } from '../../../lib/use-t';

export type LauncherView = 'min' | 'max';

/** Initial-letter badge shown when an app has neither logo nor small logo. */
function DefaultLogo({ app, large }: { app: AppInfo; large: boolean }) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 font-semibold text-white ${large ? 'size-14 text-xl' : 'size-10 text-base'}`}
    >
      {(app.descript || app.code).slice(0, 1).toUpperCase()}
    </span>
  );
}

export interface AppTileProps {
  app: AppInfo;
  token: string;
  orgType: string;
  view: LauncherView;
  onLaunch(app: AppInfo): void;
}

/** A plain click launches through the checks; modified clicks keep the browser's own meaning. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * One launcher tile (product.md §2.7): name, logo (own, else small, else default), and the link
 * with the token appended; native clients and the hotel choice are buttons.
 */
export function AppTile({ app, token, orgType, view, onLaunch }: AppTileProps) {
  const t = useT();
  const logo = app.logo || app.sLogo;
  const large = view === 'max';
  const launch = appLaunch(app, { token, orgType, base: location.href });
  const body = (
    <>
      {logo ? (
        <img
          src={logo}
          alt=""
          className={`shrink-0 object-contain ${large ? 'size-14 rounded-xl' : 'size-10 rounded-lg'}`}
        />
      ) : (
        <DefaultLogo app={app} large={large} />
      )}
      <span className="min-w-0 text-left">
        <span className="block truncate font-medium text-slate-900">
          {app.descript ? dataLabel('app', app.code, app.descript) : t('apps.notSet')}
        </span>
        <span className="block text-xs uppercase tracking-wide text-slate-500">{app.code}</span>
      </span>
    </>
  );
  const className = `flex w-full items-center gap-3 rounded-xl bg-white ring-1 ring-slate-200 transition ${large ? 'p-5' : 'p-3'}`;
  const live = `${className} shadow-sm hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500`;
  return (
    <li data-app-code={app.code}>
      {launch.type === 'open' ? (
        <a
          href={launch.url}
          target="_blank"
          rel="noopener"
          className={live}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onLaunch(app);
          }}
        >
          {body}
        </a>
      ) : launch.type === 'no-address' ? (
        <div
          className={`${className} cursor-not-allowed opacity-60`}
          aria-disabled
          title={t('apps.noAddress')}
        >
          {body}
        </div>
      ) : (
        <button type="button" className={live} onClick={() => onLaunch(app)}>
          {body}
        </button>
      )}
    </li>
  );
}
