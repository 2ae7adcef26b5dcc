import { MESSAGE_CALLS, type ReadStateResult } from '@portico/sdk/contract';
import type { LivePush } from '@portico/sdk/messaging';
import type { FastifyPluginAsync } from 'fastify';
import { mountCalls } from '../../http/mount-call';
import {
  checkTarget,
  messageDetail,
  noticeList,
  setReadStates,
  unreadCount,
  userMessageList,
} from './messages';
import { liveOf, pushToUsers } from './messages-live';
import { createUnreadCache, DEFAULT_UNREAD_CACHE_MS } from './messages-unread-cache';
import type { ActiveSession } from '../session/session';
import type { Fanout } from '../../stomp';
import { messagesPublishRoutes } from './messages-publish-routes';
import type { RouteOptions } from '../../http/route-options';
import type { Clock } from './messages-publish';
import { DEFAULT_SCHEDULE_MS, startScheduler } from './messages-schedule';

export interface MessagesRouteOptions extends RouteOptions {
  /** The app's fan-out: its events keep every node's unread cache honest. */
  fanout: Fanout;
  /** Scheduled delivery and expiry: the clock (tests inject one) and how often to look (ms). */
  schedule?: { clock?: Clock; intervalMs?: number };
}

/** `MESSAGE_SCHEDULE_MS` (default 5000), read when the app is built. */
function scheduleMs(): number {
  const value = Number(process.env.MESSAGE_SCHEDULE_MS ?? DEFAULT_SCHEDULE_MS);
  return Number.isFinite(value) && value >= 10 ? value : DEFAULT_SCHEDULE_MS;
}

/** `UNREAD_CACHE_MS` (default 1000; 0 turns the cache off), read when the app is built. */
function cacheMs(): number {
  const value = Number(process.env.UNREAD_CACHE_MS ?? DEFAULT_UNREAD_CACHE_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_UNREAD_CACHE_MS;
}

/**
 * The message calls (api-contract.md §7.7) at the INTERNAL_MESSAGE base, whose paths already
 * start with `/internal-message/…` (DESIGN.md "Defaults"), and beside them the publishing calls.
 * Every call needs a session (the declarations' family).
 */
export const messagesRoutes: FastifyPluginAsync<MessagesRouteOptions> = async (app, options) => {
  const { db } = options;
  const cache = createUnreadCache(options.fanout, cacheMs());
  app.addHook('onClose', async () => cache.close());
  const live = liveOf(app, cache);

  const clock = options.schedule?.clock ?? (() => new Date());
  const scheduler = startScheduler(db, live, {
    clock,
    intervalMs: options.schedule?.intervalMs ?? scheduleMs(),
    onError: (error) => app.log.error({ err: error }, 'message scheduler failed'),
  });
  app.addHook('onClose', async () => scheduler.stop());

  app.register(messagesPublishRoutes, { db, live, clock });

  /** Read state changed: the caller's other tabs and apps resync (LivePush 'read-state'). */
  async function mark(
    session: ActiveSession,
    ids: readonly string[],
    readState: 'T' | 'F',
  ): Promise<ReadStateResult> {
    const changed = await setReadStates(db, session, ids, readState);
    if (changed.length) {
      const push: LivePush = { type: 'read-state', messageIds: changed, readState };
      await pushToUsers(db, live, [session.user.id], () => push);
    }
    return { changed: changed.length };
  }

  mountCalls(app, db, MESSAGE_CALLS, {
    readState: async (session, input) => {
      checkTarget(session, input);
      return mark(session, [input.messageId], input.readState);
    },
    readStates: async (session, input) => {
      checkTarget(session, input);
      return mark(session, input.messageIds, input.readState);
    },
    // The badge of every open page: the session through the session cache, the count from the
    // per-user count cache when it can (modules/messages/messages-unread-cache.ts).
    unreadCount: async (session) => {
      const { user, appCode } = session;
      const cached = cache.get(user.id, appCode);
      if (cached !== null) return cached;
      const epoch = cache.epoch();
      const count = await unreadCount(db, session);
      cache.set({ userId: user.id, userCode: user.userCode, appCode }, count, epoch);
      return count;
    },
    userMessageList: (session, query) => userMessageList(db, session, query, query.language),
    noticeList: (session, query) => noticeList(db, session, query, query.language),
    detail: (session, { messageId, language }) => messageDetail(db, session, messageId, language),
  });
};
