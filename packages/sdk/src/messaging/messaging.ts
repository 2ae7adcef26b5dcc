import { effect, untracked } from '@preact/signals-core';
import type { LivePush } from './destinations';
import type { LiveConnectionOptions } from './live-connection';
import {
  createMessageCenter,
  type MessageCenter,
  type MessageCenterOptions,
} from './message-center';
import { listNotices, setReadState } from './messages-api';
import { createMessagingCore, type MessagingCore, type MessagingPart } from './messaging-core';
import { registerMessagingMessages } from './messaging-messages';
import { createNoticeQueue, createSystemTips, type NoticeQueue, type SystemTips } from './notices';
import {
  createReminderTone,
  getRemindTone,
  type ReminderTone,
  type ToneAudio,
} from './reminder-tone';
import type { Timers } from './timers';

/** The screens' state on top of the core: message centre, notice popups, tips, tone. */
export interface MessagingParts {
  readonly centre: MessageCenter;
  readonly notices: NoticeQueue;
  readonly tips: SystemTips;
  readonly tone: ReminderTone;
}

/** All of messaging (`createMessaging`): the core (count, socket) and every part. */
export type Messaging = Omit<MessagingCore, 'attach' | 'client' | 'timers'> & MessagingParts;

/** Options of the parts `attachMessagingParts` adds: the centre and the reminder tone's audio. */
export interface MessagingPartsOptions {
  centre?: Omit<MessageCenterOptions, 'unread' | 'timers'>;
  /** The reminder tone's audio element; default `new Audio()` in a browser. */
  createAudio?: () => ToneAudio | null;
  /** Pushes the core received before the parts were attached, delivered to them once. */
  missed?: readonly LivePush[];
}

/** What `createMessaging` may be given: the parts' options and the core's. */
export interface MessagingOptions extends MessagingPartsOptions {
  /** Live connection options, or false for no socket (e.g. a page that only shows the badge). */
  live?: LiveConnectionOptions | false;
  timers?: Timers;
}

/**
 * Adds the message centre, notice popups, system tips and reminder tone to a core (product.md
 * §4 "Messages", "Notice popup", "Reminder tone"); a page that loaded only the core for its
 * badge attaches them when a screen or a push first needs them.
 */
export function attachMessagingParts(
  core: MessagingCore,
  options: MessagingPartsOptions = {},
): MessagingParts {
  registerMessagingMessages();
  const { client, timers, unread } = core;
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

  // Tips and lists answer in the reader's locale (their seeded wording): a switch reloads them.
  let started = false;
  let shownLocale = client.i18n.locale.peek();
  const stopLocaleWatch = effect(() => {
    const locale = client.i18n.locale.value;
    if (locale === shownLocale) return;
    shownLocale = locale;
    if (started) untracked(() => void Promise.all([centre.refresh(), loadTips()]));
  });

  const part: MessagingPart = {
    start: () => {
      started = true;
      void loadTips();
    },
    reset() {
      started = false;
      centre.setActive(false);
      notices.closeAll();
      tips.set([]);
      tone.reset();
    },
    resync: async () => {
      await Promise.all([centre.refresh(), loadTips()]);
    },
    onPush(push) {
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
      }
      centre.trigger();
    },
    dispose() {
      stopLocaleWatch();
      centre.dispose();
      notices.dispose();
      tips.dispose();
      tone.reset();
    },
  };
  core.attach(part);
  options.missed?.forEach((push) => part.onPush?.(push));
  return { centre, notices, tips, tone };
}

/**
 * Messaging of one page with every part (product.md §4 "Messages", "Live connection", "Notice
 * popup", "Reminder tone"), wired to the client's session: it loads when signed in, resyncs
 * after every (re)connect so nothing pushed while disconnected is lost, and clears itself on
 * logout.
 */
export function createMessaging(
  client: MessagingCore['client'],
  options: MessagingOptions = {},
): Messaging {
  return withMessagingParts(createMessagingCore(client, options), options);
}

/** A core with its parts attached: the full `Messaging` of a page. */
export function withMessagingParts(
  core: MessagingCore,
  options: MessagingPartsOptions = {},
): Messaging {
  const { unread, live, handlePush, resync, dispose } = core;
  return { unread, live, handlePush, resync, dispose, ...attachMessagingParts(core, options) };
}
