import { registerMessages, type PorticoClient } from '@portico/sdk';
import { elementsMessages } from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { PORTICO_EVENTS } from '../../events/dispatch';
import { withFullStyles } from '../../shadow/adopt-styles';
import { usePortico } from '../../ui/portico-context';
import { inRoot } from '../../ui/portico-root';
import { useDomEvents } from '../../ui/use-dom-events';
import { apps } from '../../ui/icons/paths';
import { SvgIcon } from '../../ui/icons/svg-icon';

registerMessages(elementsMessages);

// The list and the call load when the user first reaches for the button.
const loadList = withFullStyles(() => import('./app-list'));
const AppList = lazy(loadList);

/** `detail` of the cancelable `portico-app-launch` event. */
export interface AppLaunchDetail {
  code: string;
  url: string;
}

export interface AppPopoverProps {
  /** The SDK client; the page's shared (or `Portico.configure`d) client by default. */
  client?: PorticoClient;
  /** `zh-CN` or `en-US`; the client's locale when absent or unknown. */
  locale?: string;
  /** Server origin for a client of this element's own (ignored when `client` is set). */
  apiBase?: string;
  /** App code for a client of this element's own (ignored when `client` is set). */
  appCode?: string;
  /** The shadow root, passed by the custom element. */
  container?: Element | DocumentFragment;
  /** React only: `portico-app-launch`; `preventDefault()` keeps the link from opening. */
  onAppLaunch?: (event: CustomEvent<AppLaunchDetail>) => void;
}

/**
 * 'My Apps' (product.md §2.7): a button that opens the user's app links, each with its colour,
 * icon or initial and description, opening in a new tab; an app without an address says that
 * no matched address exists.
 */
export function AppPopover(props: AppPopoverProps) {
  return inRoot(props, Launcher);
}

function Launcher({ onAppLaunch }: Pick<AppPopoverProps, 'onAppLaunch'>) {
  useSignals();
  const { client, t } = usePortico();
  const signedIn = client.session.isLoggedIn.value;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useDomEvents(button, { [PORTICO_EVENTS.appLaunch]: onAppLaunch });

  if (open && !signedIn) setOpen(false);

  return (
    <>
      <button
        ref={button}
        type="button"
        part={part('base')}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!signedIn}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => {
          setWanted(true);
          setOpen((current) => !current);
        }}
        // The button takes the host's text colour, like the bell, for dark and light headers.
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-portico px-3 font-portico text-sm font-medium text-current transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current disabled:cursor-not-allowed disabled:opacity-50 aria-expanded:bg-current/10"
      >
        <span part={part('icon')} className="inline-flex">
          <SvgIcon paths={apps} className="size-4" />
        </span>
        {t('elements.apps.title')}
      </button>
      {wanted && signedIn && (
        <Suspense fallback={null}>
          <AppList anchor={button} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
