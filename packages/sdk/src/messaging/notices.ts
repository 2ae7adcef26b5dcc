import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Message, MessageLevel } from './message-types';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

/**
 * Notice popup rules (api-contract.md §9): at most 20 at once, shown 300 ms after they arrive,
 * never closed by a timer, 150 px from the top, and a burst shown one per second so the stack
 * grows visibly instead of 20 popups landing in one frame.
 */
export const NOTICE_RULES = {
  maxVisible: 20,
  displayDelayMs: 300,
  burstWaitMs: 1000,
  topOffset: 150,
  autoClose: false,
} as const;

/** System tips rotate every 4 s unless hovered (product.md §4, api-contract.md §9). */
export const TIP_ROTATION_MS = 4000;

/** One popup (product.md §3 "Notice: messageId, level"), with the message it announces. */
export interface NoticePopup {
  messageId: string;
  level: MessageLevel;
  message: Message;
}

/** The notice popups: at most 20, shown 300 ms after arrival, never closed by themselves. */
export interface NoticeQueue {
  /** Shown popups, oldest first; never more than 20. */
  readonly visible: ReadonlySignal<readonly NoticePopup[]>;
  /** How many wait for a free place or for their delay. */
  readonly waiting: ReadonlySignal<number>;
  /** A pushed message; one already shown or waiting is updated in place, not repeated. */
  push(message: Message): void;
  /** A pushed update: replaces the content where shown or waiting, adds nothing. */
  update(message: Message): void;
  /** A withdrawn notice leaves at once, shown or waiting. */
  remove(messageId: string): void;
  /** 'I know': marks read, then closes; stays open when marking fails. */
  iKnow(messageId: string): Promise<void>;
  /** 'handle later': closes, the message stays unread. */
  handleLater(messageId: string): void;
  /** 'close all': closes every popup and drops the waiting ones. */
  closeAll(): void;
  dispose(): void;
}

/** What `createNoticeQueue` needs: how to mark a message read, rules and timers. */
export interface NoticeQueueOptions {
  /** Marks a message read ('I know'), e.g. PUT /readState. */
  markRead: (messageId: string) => Promise<void>;
  timers?: Timers;
  rules?: Partial<Omit<typeof NOTICE_RULES, 'autoClose'>>;
  /** A popup appeared (e.g. play the reminder tone). */
  onShown?: (popup: NoticePopup) => void;
  /** Nothing shown or waiting any more (e.g. stop a looping tone). */
  onEmpty?: () => void;
}

interface Waiting {
  popup: NoticePopup;
  arrivedAt: number;
}

const toPopup = (message: Message): NoticePopup => ({
  messageId: message.messageId,
  level: message.messageLevel,
  message,
});

/** The notice popups of product.md §4 (`NoticeQueue`). */
export function createNoticeQueue(options: NoticeQueueOptions): NoticeQueue {
  const timers = options.timers ?? defaultTimers;
  const rules = { ...NOTICE_RULES, ...options.rules };
  const visible = signal<readonly NoticePopup[]>([]);
  const queue = signal<readonly Waiting[]>([]);
  let timer: TimerHandle | undefined;
  let lastShownAt = Number.NEGATIVE_INFINITY;

  function pump() {
    const head = queue.value[0];
    if (timer !== undefined || !head || visible.value.length >= rules.maxVisible) return;
    const dueAt = Math.max(head.arrivedAt + rules.displayDelayMs, lastShownAt + rules.burstWaitMs);
    timer = timers.setTimeout(show, Math.max(0, dueAt - timers.now()));
  }

  function show() {
    timer = undefined;
    const [head, ...rest] = queue.value;
    if (!head) return;
    if (visible.value.length >= rules.maxVisible) return;
    queue.value = rest;
    visible.value = [...visible.value, head.popup];
    lastShownAt = timers.now();
    options.onShown?.(head.popup);
    pump();
  }

  function close(messageIds: ReadonlySet<string> | 'all') {
    const before = visible.value.length + queue.value.length;
    const keep = (id: string) => messageIds !== 'all' && !messageIds.has(id);
    visible.value = visible.value.filter((p) => keep(p.messageId));
    queue.value = queue.value.filter((w) => keep(w.popup.messageId));
    if (queue.value.length === 0) {
      timers.clearTimeout(timer);
      timer = undefined;
    }
    const after = visible.value.length + queue.value.length;
    if (before > 0 && after === 0) options.onEmpty?.();
    pump();
  }

  // Returns false when the message is neither shown nor waiting.
  function replace(message: Message): boolean {
    const id = message.messageId;
    let found = false;
    visible.value = visible.value.map((p) => {
      if (p.messageId !== id) return p;
      found = true;
      return toPopup(message);
    });
    queue.value = queue.value.map((w) => {
      if (w.popup.messageId !== id) return w;
      found = true;
      return { ...w, popup: toPopup(message) };
    });
    return found;
  }

  return {
    visible,
    waiting: computed(() => queue.value.length),
    push(message) {
      if (replace(message)) return;
      queue.value = [...queue.value, { popup: toPopup(message), arrivedAt: timers.now() }];
      pump();
    },
    update: (message) => void replace(message),
    remove: (messageId) => close(new Set([messageId])),
    async iKnow(messageId) {
      await options.markRead(messageId);
      close(new Set([messageId]));
    },
    handleLater: (messageId) => close(new Set([messageId])),
    closeAll: () => close('all'),
    dispose() {
      timers.clearTimeout(timer);
      timer = undefined;
      visible.value = [];
      queue.value = [];
    },
  };
}

/** The system tips shown one at a time, rotating unless hovered. */
export interface SystemTips {
  /** Messages with isShow T (product.md §4), in arrival order. */
  readonly tips: ReadonlySignal<readonly Message[]>;
  readonly current: ReadonlySignal<Message | null>;
  /** Replaces the whole list (e.g. from GET /noticeList); only isShow T entries are kept. */
  set(messages: readonly Message[]): void;
  /** A pushed notice: updated by messageId, added when new, removed when isShow is F. */
  upsert(message: Message): void;
  remove(messageId: string): void;
  /** While hovered the shown tip stays; leaving gives it a full period again. */
  setHovered(hovered: boolean): void;
  dispose(): void;
}

/** The system tips of product.md §4 (`SystemTips`). */
export function createSystemTips(
  options: { timers?: Timers; rotationMs?: number } = {},
): SystemTips {
  const timers = options.timers ?? defaultTimers;
  const tips = signal<readonly Message[]>([]);
  const index = signal(0);
  let hovered = false;
  let rotation: TimerHandle | undefined;

  function stop() {
    timers.clearInterval(rotation);
    rotation = undefined;
  }

  // Rotation runs only when there is something to rotate and nobody is reading.
  function schedule() {
    if (hovered || tips.value.length < 2) return stop();
    rotation ??= timers.setInterval(() => {
      index.value = (index.value + 1) % Math.max(1, tips.value.length);
    }, options.rotationMs ?? TIP_ROTATION_MS);
  }

  // Keeps the tip on screen in place when others come and go.
  function setTips(next: readonly Message[]) {
    const shownId = tips.value[index.value]?.messageId;
    const kept = next.findIndex((tip) => tip.messageId === shownId);
    tips.value = next;
    index.value = kept >= 0 ? kept : Math.min(index.value, Math.max(0, next.length - 1));
    schedule();
  }

  return {
    tips,
    current: computed(() => tips.value[index.value] ?? null),
    set: (messages) => setTips(messages.filter((m) => m.isShow === 'T')),
    upsert(message) {
      const others = tips.value.filter((tip) => tip.messageId !== message.messageId);
      if (message.isShow !== 'T') return setTips(others);
      const at = tips.value.findIndex((tip) => tip.messageId === message.messageId);
      setTips(
        at >= 0 ? tips.value.map((tip, i) => (i === at ? message : tip)) : [...tips.value, message],
      );
    },
    remove: (messageId) => setTips(tips.value.filter((tip) => tip.messageId !== messageId)),
    setHovered(next) {
      hovered = next;
      stop();
      schedule();
    },
    dispose() {
      stop();
      tips.value = [];
    },
  };
}
