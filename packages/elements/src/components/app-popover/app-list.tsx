import { useEffect, useId, useState, type CSSProperties, type RefObject } from 'react';
import { part } from '../../appearance/parts';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../../events/dispatch';
import { usePortico } from '../../ui/portico-context';
import { AnchoredPopover } from '../user-bar/anchored-popover';
import { initial } from '../user-bar/bar-rules';
import { registerBarTexts } from '../user-bar/bar-texts';
import { cloud, external, tool } from '../../ui/icons/paths';
import { SvgIcon } from '../../ui/icons/svg-icon';
import { fetchAppLinks, type AppEntry } from './app-api';
import type { AppLaunchDetail } from './app-popover';

registerBarTexts();

/** Icon names the seed and the admin screens use; anything else shows the initial. */
const NAMED_ICONS: Record<string, readonly string[]> = {
  cloud,
  tool,
};

export interface AppListProps {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 'My Apps' popover (product.md §2.7), read from GET /loginApps each time it opens. */
export default function AppList({ anchor, open, onOpenChange }: AppListProps) {
  const { client, locale, t } = usePortico();
  const [apps, setApps] = useState<AppEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchAppLinks(client, locale).then(
      (found) => {
        if (!live) return;
        setApps(found);
        setFailure(null);
      },
      (error: unknown) =>
        live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [client, locale, open]);

  function launch(app: AppEntry, event: { preventDefault(): void }) {
    const from = anchor.current;
    const detail: AppLaunchDetail = { code: app.code, url: app.url! };
    if (
      from &&
      !dispatchPorticoEvent(from, PORTICO_EVENTS.appLaunch, { detail, cancelable: true })
    ) {
      event.preventDefault();
    }
    onOpenChange(false);
  }

  return (
    <AnchoredPopover
      anchor={anchor}
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={headingId}
      part="popover"
      className="w-[min(26rem,calc(100vw-1rem))] p-3"
    >
      <h2 id={headingId} part={part('popover-title')} className="mb-2 px-1 text-base font-semibold">
        {t('elements.apps.title')}
      </h2>
      {failure ? (
        <p part={part('alert')} role="alert" className="px-1 py-4 text-portico-danger">
          {failure}
        </p>
      ) : apps === null ? (
        <p role="status" className="px-1 py-4 text-portico-muted">
          {t('common.loading')}
        </p>
      ) : apps.length === 0 ? (
        <p className="px-1 py-4 text-portico-muted">{t('error.noAppLinkSet')}</p>
      ) : (
        <ul part={part('app-list')} className="grid grid-cols-2 gap-1">
          {apps.map((app) => (
            <li key={app.code}>
              <AppTile app={app} onLaunch={launch} />
            </li>
          ))}
        </ul>
      )}
    </AnchoredPopover>
  );
}

function AppTile({
  app,
  onLaunch,
}: {
  app: AppEntry;
  onLaunch: (app: AppEntry, event: { preventDefault(): void }) => void;
}) {
  const { t } = usePortico();
  const tipId = useId();
  const tile =
    'group relative flex items-center gap-3 rounded-portico p-2 outline-none focus-visible:outline-2 focus-visible:outline-portico-primary';
  const body = (
    <>
      <AppIcon app={app} />
      <span part={part('app-name')} className="min-w-0 flex-1 pe-3 leading-tight">
        <span className="line-clamp-2 font-medium">{app.name}</span>
        <span className="block truncate text-xs text-portico-muted">{app.code}</span>
      </span>
    </>
  );
  if (!app.url) {
    return (
      <span
        part={part('app')}
        role="link"
        aria-disabled="true"
        aria-describedby={tipId}
        tabIndex={0}
        data-code={app.code}
        className={`${tile} cursor-not-allowed`}
      >
        <span className="flex min-w-0 flex-1 items-center gap-3 opacity-60">{body}</span>
        {/* 'no matched address' (product.md §2.7), on hover and on keyboard focus. */}
        <span
          id={tipId}
          role="tooltip"
          part={part('tooltip')}
          className="pointer-events-none absolute bottom-full start-2 z-10 mb-1 hidden rounded-portico bg-portico-text px-2 py-1 text-xs whitespace-nowrap text-portico-surface shadow-lg group-hover:block group-focus-visible:block"
        >
          {t('apps.noAddress')}
        </span>
      </span>
    );
  }
  return (
    <a
      part={part('app')}
      href={app.url}
      target="_blank"
      rel="noopener noreferrer"
      data-code={app.code}
      onClick={(event) => onLaunch(app, event)}
      className={`${tile} text-portico-text no-underline hover:bg-portico-subtle`}
    >
      {body}
      <span className="sr-only">{t('elements.apps.newTab')}</span>
      <span className="absolute top-2 end-2 hidden text-portico-muted group-hover:block group-focus-visible:block">
        <SvgIcon paths={external} className="size-3" />
      </span>
    </a>
  );
}

/** The app's colour with its image, its named icon, or its initial (product.md §2.7). */
function AppIcon({ app }: { app: AppEntry }) {
  const named = app.iconName ? NAMED_ICONS[app.iconName] : undefined;
  const style: CSSProperties | undefined = app.color ? { backgroundColor: app.color } : undefined;
  return (
    <span
      part={part('app-icon')}
      aria-hidden="true"
      style={style}
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-portico bg-portico-primary text-base font-semibold text-portico-on-primary"
    >
      {app.image ? (
        <img src={app.image} alt="" className="size-full object-cover" />
      ) : named ? (
        <SvgIcon paths={named} className="size-5" />
      ) : (
        initial(app.name)
      )}
    </span>
  );
}
