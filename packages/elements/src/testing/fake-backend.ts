import type { Message } from '@portico/sdk/messaging';

/**
 * An in-memory Portico server for stories and tests: the message calls of api-contract.md
 * §7.7, the password calls of §7.4 and the unit parameter of §7.5, answered in the envelope.
 * Pure (no DOM, no Node): `fakeFetch` serves it to an SDK client in the page, and the
 * browser tests serve it through `page.route`.
 */
export interface FakeRequest {
  method: string;
  url: string;
  body?: unknown;
}

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeBackendOptions {
  messages?: Message[];
  /** Fixed answer of GET /unReadNum (e.g. 120); counted from the messages by default. */
  unreadCount?: number;
  /** The unit's PASSWORD_STRATEGY parameter; none (the SDK's default rule) when null. */
  passwordStrategy?: { value: string; remark: string } | null;
  /** The current password; a wrong old password answers an error. */
  password?: string;
  /** GET /{messageId} fails with this text. */
  detailFailure?: string;
}

const ok = (retVal: unknown) => ({ status: 200, body: { result: 0, msg: 'ok', retVal } });
const fail = (result: number, msg: string) => ({
  status: 200,
  body: { result, msg, retVal: null },
});

export function createFakeBackend(options: FakeBackendOptions = {}) {
  const messages: Message[] = [...(options.messages ?? [])];
  const calls: FakeCall[] = [];
  let password = options.password ?? 'Portico#2026';

  function page(list: Message[], query: Record<string, string>) {
    const first = Number(query.firstResult ?? 0);
    const size = Number(query.pageSize ?? 10);
    return ok({ datas: list.slice(first, first + size), totalRows: list.length });
  }

  function setRead(ids: readonly string[], readState: 'T' | 'F') {
    for (const message of messages) {
      if (ids.includes(message.messageId)) message.readState = readState;
    }
    return ok({ changed: ids.length });
  }

  function handle(request: FakeRequest): { status: number; body: unknown } {
    const url = new URL(request.url, 'http://portico.test');
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname;
    const body = (request.body ?? null) as Record<string, unknown> | null;
    calls.push({ method: request.method, path, query, body });
    const list = path.match(/\/messageReciveList\/(.+)$/)?.[1];

    if (list === 'unReadNum') {
      return ok(options.unreadCount ?? messages.filter((m) => m.readState === 'F').length);
    }
    if (list === 'userMessageList') {
      const rows = messages.filter(
        (m) =>
          m.messageType === 'PRIVATE' &&
          (!query.readState || m.readState === query.readState) &&
          (!query.titleKeyword || m.messageTitle.includes(query.titleKeyword)) &&
          (!query.srcUsercode || m.srcUsercode === query.srcUsercode),
      );
      return page(rows, query);
    }
    if (list === 'noticeList')
      return page(
        messages.filter((m) => m.messageType !== 'PRIVATE'),
        query,
      );
    if (list === 'readState') return setRead([String(body?.messageId)], body?.readState as 'T');
    if (list === 'readStates') {
      return setRead((body?.messageIds as string[]) ?? [], body?.readState as 'T');
    }
    if (list) {
      if (options.detailFailure) return fail(40401, options.detailFailure);
      const found = messages.find((m) => m.messageId === decodeURIComponent(list));
      return found ? ok({ ...found }) : fail(40401, 'message not found');
    }
    if (path.endsWith('/parameter/unitPa')) {
      const strategy = options.passwordStrategy;
      return ok(strategy ? { code: 'PASSWORD_STRATEGY', unitCode: 'H001', ...strategy } : null);
    }
    if (path.endsWith('/user/updateUserPassword')) {
      // The SDK sends both passwords in the body, never in the URL.
      const fields = { ...query, ...body } as Record<string, string | undefined>;
      if (fields.oldPassword !== password) return fail(20003, 'The old password is wrong');
      password = fields.newPassword ?? password;
      return ok(null);
    }
    if (path.endsWith('/sysOption/remindTone')) return ok({ toneUrl: null, time: 0 });
    return ok(null);
  }

  return { messages, calls, handle, password: () => password };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;

/** `fetch` answered by the fake backend (for an SDK client in the page). */
export function fakeFetch(backend: FakeBackend, delayMs = 0): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const method = init?.method ?? request?.method ?? 'GET';
    const text = typeof init?.body === 'string' ? init.body : null;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = backend.handle({ method, url, body: text ? JSON.parse(text) : undefined });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
