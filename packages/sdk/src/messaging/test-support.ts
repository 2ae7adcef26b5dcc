// Test support (not exported): an in-memory message service speaking api-contract.md §7.7, and a
// real PorticoClient wired to it through its `fetch` option.
import { createPortico, type PorticoClient } from '../client/create-portico';
import type { LoginResult } from '../contract/login';
import { createMemoryStorage } from '../core/storage';
import type { Locale } from '../i18n/translate';
import { createMemoryTokenStore } from '../session/token-store';
import type { Message } from './message-types';
import { MESSAGE_CALLS_PATH } from './messages-api';

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; body: unknown };

export function makeMessage(id: string, patch: Partial<Message> = {}): Message {
  return {
    messageId: id,
    messageTitle: `Title ${id}`,
    messageText: `Text ${id}`,
    messageLevel: 'INFO',
    messageType: 'PRIVATE',
    readState: 'F',
    srcUsername: 'Admin',
    srcUsercode: 'admin',
    srcOrgname: 'Platform',
    publishDate: '2026-03-01 10:00:00',
    createDatetime: '2026-03-01 10:00:00',
    isShow: 'F',
    ...patch,
  };
}

const ok = (retVal: unknown): Reply => ({ body: { result: 0, msg: '', retVal } });

/** The message service of api-contract.md §7.7 over a list of messages, recording every call. */
export function createFakeMessageApi(initial: Message[] = []) {
  const messages = new Map(initial.map((m) => [m.messageId, { ...m }]));
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, () => Reply>();
  let tone: { toneUrl: string | null; time: number } = { toneUrl: '/tone.mp3', time: 2 };

  const page = (rows: Message[], query: Record<string, string>) => {
    const first = Number(query.firstResult ?? 0);
    const size = Number(query.pageSize ?? 10);
    return ok({ datas: rows.slice(first, first + size), totalRows: rows.length });
  };

  function route(call: RecordedCall): Reply {
    const override = overrides.get(`${call.method} ${call.path}`) ?? overrides.get(call.path);
    if (override) return override();
    const sub = call.path.startsWith(MESSAGE_CALLS_PATH)
      ? call.path.slice(MESSAGE_CALLS_PATH.length)
      : null;
    const all = [...messages.values()];
    if (call.path === '/uc/sysOption/remindTone') return ok(tone);
    if (call.path === '/uc/sso/logout') return ok(null);
    if (sub === '/unReadNum') return ok(all.filter((m) => m.readState === 'F').length);
    if (sub === '/userMessageList') {
      const rows = all.filter(
        (m) =>
          m.messageType === 'PRIVATE' &&
          (!call.query.readState || m.readState === call.query.readState),
      );
      return page(rows, call.query);
    }
    if (sub === '/noticeList')
      return page(
        all.filter((m) => m.messageType !== 'PRIVATE'),
        call.query,
      );
    if (sub === '/readState' && call.method === 'PUT') {
      const { messageId, readState } = call.body as { messageId: string; readState: 'T' | 'F' };
      const found = messages.get(messageId);
      if (found) found.readState = readState;
      return ok(null);
    }
    if (sub === '/readStates' && call.method === 'PUT') {
      const { messageIds, readState } = call.body as { messageIds: string[]; readState: 'T' | 'F' };
      for (const id of messageIds) {
        const found = messages.get(id);
        if (found) found.readState = readState;
      }
      return ok(null);
    }
    if (sub?.startsWith('/') && call.method === 'GET') {
      const found = messages.get(decodeURIComponent(sub.slice(1)));
      return found
        ? ok({ ...found })
        : { body: { result: 1, msg: 'no such message', retVal: null } };
    }
    return { status: 404, body: {} };
  }

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers,
    };
    calls.push(call);
    const reply = route(call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;

  return {
    fetch,
    calls,
    messages,
    /** Calls whose path ends with `suffix` (e.g. '/unReadNum'). */
    callsTo: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)),
    /** Answers `path` (optionally 'METHOD path') with `reply` instead of the service. */
    override: (key: string, reply: () => Reply) => overrides.set(key, reply),
    setTone: (next: typeof tone) => (tone = next),
    add: (message: Message) => messages.set(message.messageId, { ...message }),
  };
}

export type FakeMessageApi = ReturnType<typeof createFakeMessageApi>;

/** A BroadcastChannel stand-in recording what the client announces to other tabs. */
export function recordingChannel() {
  const posted: unknown[] = [];
  class Channel {
    constructor(readonly name: string) {}
    postMessage(message: unknown) {
      posted.push(message);
    }
    addEventListener() {}
    close() {}
  }
  return { posted, Channel: Channel as unknown as typeof BroadcastChannel };
}

export function loginResult(patch: Partial<LoginResult> = {}): LoginResult {
  return {
    userCode: 'frontdesk',
    unitCode: 'H001',
    unitName: 'Hotel One',
    jwtToken: 'token-1',
    ...patch,
  } as LoginResult;
}

export interface TestClientOptions {
  locale?: Locale;
  origin?: string;
  Channel?: typeof BroadcastChannel;
}

/** A real client over the fake service, signed in unless told otherwise. */
export function createTestClient(
  api: FakeMessageApi,
  { locale = 'en-US', origin = 'http://uc.test', Channel }: TestClientOptions = {},
): PorticoClient {
  return createPortico({
    origin,
    fetch: api.fetch,
    tokenStore: createMemoryTokenStore(),
    storage: createMemoryStorage(),
    locale,
    appCode: 'GC',
    Channel: Channel ?? recordingChannel().Channel,
  });
}
