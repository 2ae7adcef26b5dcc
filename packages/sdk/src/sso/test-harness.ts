import { vi, type Mock } from 'vitest';
import { createPortico, type PorticoClient } from '../client/create-portico';
import { createMemoryStorage, type KeyValueStorage } from '../core/storage';
import { createMemoryTokenStore } from '../session/token-store';
import type { NavigationEnv } from './run-navigation';
import { SSO_STATE_PARAM, startSignIn } from './sign-in-binding';

/** Test-only: a client on a fake server and a fake window that log, in order, what happens. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (retVal: unknown) => json({ result: 0, msg: '', retVal });

export type FakeRoute = (url: URL, headers: Headers) => Response;

export interface Harness {
  client: PorticoClient;
  env: NavigationEnv;
  /** fetch, replace, assign, post and notify, in the order they happened. */
  events: string[];
  storage: KeyValueStorage;
  onSessionEnded: Mock<() => void>;
}

export function harness(
  href: string,
  routes: Record<string, FakeRoute>,
  token: string | null = null,
): Harness {
  const events: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    events.push(`fetch ${url.pathname}${url.search} auth=${headers.get('Authorization')}`);
    const route = routes[url.pathname];
    return route ? route(url, headers) : json({}, 404);
  }) as unknown as typeof globalThis.fetch;
  const storage = createMemoryStorage();
  const onSessionEnded = vi.fn<() => void>();
  const client = createPortico({
    origin: 'https://uc.test',
    fetch,
    tokenStore: createMemoryTokenStore(token),
    storage,
    locale: 'en-US',
    onSessionEnded,
  });
  const location = {
    href,
    assign: vi.fn((url: string) => void events.push(`assign ${url}`)),
  };
  const env: NavigationEnv = {
    location,
    history: {
      state: { key: 'k' },
      replaceState: vi.fn((_data: unknown, _unused: string, url: string) => {
        events.push(`replace ${url}`);
        location.href = url;
      }),
    },
    document: { title: '' },
    parent: {
      postMessage: vi.fn((_message: unknown, origin: string) => void events.push(`post ${origin}`)),
    },
    notify: vi.fn((text: string) => void events.push(`notify ${text}`)),
  };
  return { client, env, events, storage, onSessionEnded };
}

/** A sign-in of `appCode` started in this tab (sessionStorage): its state and verifier. */
export async function startedSignIn(appCode = 'GC'): Promise<{ state: string; verifier: string }> {
  const url = new URL(await startSignIn('https://hub.test/sso', appCode));
  const state = url.searchParams.get(SSO_STATE_PARAM) ?? '';
  const stored = JSON.parse(sessionStorage.getItem(`portico.sso.pending.${appCode}`) ?? '{}');
  return { state, verifier: (stored as { verifier: string }).verifier };
}
