import { registerMessages, type PorticoClient } from '@portico/sdk';
import type { Message, Messaging } from '@portico/sdk/messaging';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../../events/dispatch';
import { withFullStyles } from '../../shadow/adopt-styles';
import { useMessaging, useMessagingCore } from '../../messaging/shared-messaging';
import { bellMessages } from './bell-texts';
import { usePortico } from '../../ui/portico-context';
import { inRoot, type BodyProps } from '../../ui/portico-root';
import { TopChromeRoot } from '../../ui/top-chrome-root';
import { bell } from '../../ui/icons/first-paint-paths';
import { SvgIcon } from '../../ui/icons/svg-icon';
import { useDomEvents } from '../../ui/use-dom-events';

// Only the bell's own texts here; the centre registers the rest when it loads.
registerMessages(bellMessages);

// The message centre, its tables, search, detail and DOMPurify load on first use.
const loadCentre = withFullStyles(() => import('./message-centre'));
const MessageCentre = lazy(loadCentre);

/** `detail` of `portico-unread-change`. */
export interface UnreadChangeDetail {
  count: number;
}

export interface MessageBellProps {
  /** The SDK client; the page's shared (or `Portico.configure`d) client by default. */
  client?: PorticoClient;
  /** A messaging instance (`createMessaging`); the page's shared one for the client by default. */
  messaging?: Messaging;
  /** `zh-CN` or `en-US`; the client's locale when absent or unknown. */
  locale?: string;
  /** Server origin for a client of this element's own (ignored when `client` is set). */
  apiBase?: string;
  /** App code for a client of this element's own (ignored when `client` is set). */
  appCode?: string;
  /** The hub's address: the API origin when `apiBase` is absent (a page on another origin). */
  hubUrl?: string;
  /** The shadow root, passed by the custom element. */
  container?: Element | DocumentFragment;
  /** React only: `portico-unread-change`. */
  onUnreadChange?: (event: CustomEvent<UnreadChangeDetail>) => void;
  /** React only: `portico-open-message` (cancelable: the detail modal is not shown). */
  onOpenMessage?: (event: CustomEvent<Message>) => void;
}

/**
 * The message icon with its unread badge (99+ above 99, product.md §2.8); a click opens the
 * message centre (product.md §2.9). The count is live through the SDK's messaging.
 */
export function MessageBell(props: MessageBellProps) {
  return inRoot(props, Bell, TopChromeRoot);
}

function Bell({ messaging: given, onUnreadChange, onOpenMessage }: BodyProps<MessageBellProps>) {
  useSignals();
  const { client, t } = usePortico();
  const core = useMessagingCore(client, given);
  const count = core?.unread.count.value ?? 0;
  const badge = core?.unread.badge.value ?? '';
  const signedIn = client.session.isLoggedIn.value;
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The centre's state (lists, search) loads with the centre, not with the badge.
  const messaging = useMessaging(client, given, mounted);
  const baseRef = useRef<HTMLButtonElement>(null);
  useDomEvents(baseRef, {
    [PORTICO_EVENTS.unreadChange]: onUnreadChange,
    [PORTICO_EVENTS.openMessage]: onOpenMessage,
  });

  const last = useRef(0);
  useEffect(() => {
    if (count === last.current || !baseRef.current) return;
    last.current = count;
    dispatchPorticoEvent<UnreadChangeDetail>(baseRef.current, PORTICO_EVENTS.unreadChange, {
      detail: { count },
    });
  }, [count]);

  // Nothing to read once signed out: the centre closes with the session.
  if (open && !signedIn) setOpen(false);

  const emitOpen = useCallback(
    (message: Message) =>
      !baseRef.current ||
      dispatchPorticoEvent(baseRef.current, PORTICO_EVENTS.openMessage, {
        detail: message,
        cancelable: true,
      }),
    [],
  );

  return (
    <>
      <button
        ref={baseRef}
        type="button"
        part={part('base')}
        // The badge's text ('99+' above 99), so the name holds what is seen (WCAG 2.5.3).
        aria-label={
          count > 0
            ? t('elements.bell.labelUnread', { count: badge || count })
            : t('elements.bell.label')
        }
        aria-haspopup="dialog"
        disabled={!signedIn}
        onPointerEnter={() => void loadCentre()}
        onFocus={() => void loadCentre()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        // The icon takes the host's text colour, so it fits a dark header as well as a light one.
        className="relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full font-portico text-current transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SvgIcon part={part('icon')} paths={bell} className="size-5" />
        {badge && (
          <span
            part={part('unread-badge')}
            aria-hidden="true"
            className="absolute -top-0.5 left-1/2 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-portico-danger px-1 text-[11px] leading-none font-semibold text-portico-on-primary ring-2 ring-portico-surface"
          >
            {badge}
          </span>
        )}
      </button>
      {mounted && messaging && (
        <Suspense fallback={null}>
          <MessageCentre
            open={open}
            onOpenChange={setOpen}
            messaging={messaging}
            emitOpen={emitOpen}
          />
        </Suspense>
      )}
    </>
  );
}
