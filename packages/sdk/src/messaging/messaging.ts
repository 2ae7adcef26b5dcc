import { computed, effect, untracked } from '@preact/signals-core';
import type { LivePush } from './destinations';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionOptions,
} from './live-connection';
import {
  createMessageCenter,
  type MessageCenter,
  type MessageCenterOptions,
} from './message-center';
import { getUnreadCount, listNotices, setReadState, type MessagingClient } from './messages-api';
import { registerMessagingMessages } from './messaging-messages';
import { createNoticeQueue, createSystemTips, type NoticeQueue, type SystemTips } from './notices';
import {
  createReminderTone,
  getRemindTone,
  type ReminderTone,
  type ToneAudio,
} from './reminder-tone';
import { defaultTimers, type Timers } from './timers';
import { createUnreadCounter, type UnreadCounter } from './unread';

export interface Messaging {
  readonly unread: UnreadCounter;
  readonly centre: MessageCenter;
  readonly notices: NoticeQueue;
  readonly tips: SystemTips;
  readonly tone: ReminderTone;
  /** Null when created with `live: false` (counts and lists then load only on demand). */
  readonly live: LiveConnection | null;
  /** Handles one push as if the socket had delivered it (also for other transports). */
  handlePush(push: LivePush): void;
  /** Counts, open lists and system tips, now: what every (re)connect does. */
  resync(): Promise<void>;
  dispose(): void;
}

export interface MessagingOptions {
  /** Live connection options, or false for no socket (e.g. a page that only shows the badge). */
  live?: LiveConnectionOptions | false;
  timers?: Timers;
  centre?: Omit<MessageCenterOptions, 'unread' | 'timers'>;
  /** The reminder tone's audio element; default `new Audio()` in a browser. */
  createAudio?: () => ToneAudio | null;
}

/**
 * Messaging of one page (product.md §4 "Messages", "Live connection", "Notice popup",
 * "Reminder tone"), wired to the client's session: it loads when signed in, resyncs after every
 * (re)connect so nothing pushed while disconnected is lost, and clears itself on logout.
 */
export function createMessaging(
  client: MessagingClient,
  options: MessagingOptions = {},
): Messaging {
  registerMessagingMessages();
  const timers = options.timers ?? defaultTimers;
  const unread = createUnreadCounter(() => getUnreadCount(client), { timers });
  const centre = createMessageCenter(client, { ...options.centre, unread, timers });
  const tone = createReminderTone({
    load: () => {
      const unitCode = client.session.info.value?.unitCode;
      return unitCode ? getRemindTone(client, unitCode) : Promise.resolve(null);
    },
    createAudio: options.createAudio,
  });
  const notices = createNoticeQueue({
    timers,
    async markRead(messageId) {
      await setReadState(client, messageId, 'T');
      await Promise.all([unread.refresh(), centre.refresh()]);
    },
    onShown: () => void tone.play(),
    // A looping tone (time 999) plays until the user has dealt with every popup.
    onEmpty: () => tone.stop(),
  });
  const tips = createSystemTips({ timers });

  async function loadTips() {
    // Tips are a convenience: a failed call keeps the ones shown (the client reported it).
    const page = await listNotices(client, 1).catch(() => null);
    if (page) tips.set(page.datas);
  }

  async function resync() {
    await Promise.all([unread.refresh(), centre.refresh(), loadTips()]);
  }

  function handlePush(push: LivePush) {
    switch (push.type) {
      case 'message':
        notices.push(push.message);
        if (push.message.isShow === 'T') tips.upsert(push.message);
        break;
      case 'notice-update':
        notices.update(push.message);
        tips.upsert(push.message);
        break;
      case 'notice-remove':
        notices.remove(push.messageId);
        tips.remove(push.messageId);
        break;
      case 'read-state':
        // Read in another tab or app: its popups have been dealt with there.
        if (push.readState === 'T') push.messageIds.forEach((id) => notices.remove(id));
        break;
      case 'session':
        // The socket path logs out in live-connection.ts; this is for pushes from elsewhere.
        void client.logout();
        return;
    }
    unread.trigger();
    centre.trigger();
  }

  // One identity per token and unit: a new one starts clean, a logout clears everything.
  const identity = computed(() => {
    const info = client.session.info.value;
    return client.session.isLoggedIn.value && info
      ? `${client.session.token.value}|${info.unitCode}|${info.userCode}`
      : null;
  });
  let previous: string | null = null;
  const unwatch = effect(() => {
    const next = identity.value;
    // Only the identity is followed; what the reaction reads must not become a dependency.
    untracked(() => follow(next));
  });
  function follow(next: string | null) {
    if (next === previous) return;
    if (previous !== null) {
      unread.reset();
      centre.setActive(false);
      notices.closeAll();
      tips.set([]);
      tone.reset();
    }
    previous = next;
    // Without waiting for the socket: the badge must show even when the broker is unreachable.
    if (next !== null) {
      unread.trigger();
      void loadTips();
    }
  }

  const liveOptions = options.live === false ? null : (options.live ?? {});
  const live =
    liveOptions &&
    createLiveConnection(client, {
      ...liveOptions,
      timers: liveOptions.timers ?? timers,
      onPush: (push) => {
        handlePush(push);
        liveOptions.onPush?.(push);
      },
      onConnected: () => {
        void resync();
        liveOptions.onConnected?.();
      },
    });

  return {
    unread,
    centre,
    notices,
    tips,
    tone,
    live,
    handlePush,
    resync,
    dispose() {
      unwatch();
      live?.dispose();
      centre.dispose();
      notices.dispose();
      tips.dispose();
      tone.reset();
      unread.reset();
    },
  };
}
