import type { PorticoClient } from '@portico/sdk';
import type { Messaging } from '@portico/sdk/messaging';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { useMessaging } from '../../messaging/shared-messaging';
import { withFullStyles } from '../../shadow/adopt-styles';
import { usePortico } from '../../ui/portico-context';
import { inRoot } from '../../ui/portico-root';

// The popups (with DOMPurify) load when the first notice arrives.
const NoticePopups = lazy(withFullStyles(() => import('./notice-popups')));

export interface NoticeStackProps {
  client?: PorticoClient;
  messaging?: Messaging;
  locale?: string;
  apiBase?: string;
  appCode?: string;
  container?: Element | DocumentFragment;
}

/**
 * The notice popups of product.md §4 as the SDK queues them (api-contract.md §9: at most 20,
 * 300 ms delay, no auto-close, 150 px from the top): 'I know' marks read and closes, 'handle
 * later' closes, 'close all' closes every one.
 */
export function NoticeStack(props: NoticeStackProps) {
  return inRoot(props, Stack);
}

function Stack({ messaging: given }: { messaging?: Messaging }) {
  useSignals();
  const { client } = usePortico();
  const messaging = useMessaging(client, given);
  const shown = messaging ? messaging.notices.visible.value.length > 0 : false;
  if (!messaging || !shown) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopups notices={messaging.notices} />
    </Suspense>
  );
}
