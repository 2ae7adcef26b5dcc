import type { Locale, LoginResult, PorticoClient } from '@portico/sdk';
import { createMessaging, type Message, type Messaging } from '@portico/sdk/messaging';
import {
  createFakeBackend,
  fakeFetch,
  type FakeBackend,
  type FakeBackendOptions,
} from './fake-backend';
import { createFakeClient, fakeLoginResult } from './fake-client';
import { fakeMessages, longMessage } from './fake-messages';

export interface StoryEnvOptions {
  locale?: Locale;
  /** Unread private messages among 12 (the badge counts them, plus unread notices). */
  unread?: number;
  /** A fixed unread count instead (e.g. 120 for the 99+ badge). */
  unreadCount?: number;
  backend?: FakeBackendOptions;
  login?: Partial<LoginResult>;
  appCode?: string;
  /** Answer delay in ms, to see loading states. */
  delayMs?: number;
}

export interface StoryEnv {
  client: PorticoClient;
  messaging: Messaging;
  backend: FakeBackend;
}

/** The demo messages of the stories: 12 private (some unread), 4 notices (3 shown as tips). */
export function storyMessages(unread = 7): Message[] {
  return [
    ...fakeMessages(12, { unread }),
    ...fakeMessages(4, { type: 'NOTICE' }),
    longMessage({ readState: 'T' }),
  ];
}

/**
 * A signed-in fake client answered by an in-memory backend, with its own messaging and no
 * socket: what a story (or a jsdom test) needs to show an element with data and no server.
 */
export function createStoryEnv(options: StoryEnvOptions = {}): StoryEnv {
  const backend = createFakeBackend({
    messages: storyMessages(options.unread ?? 7),
    unreadCount: options.unreadCount,
    ...options.backend,
  });
  const client = createFakeClient({
    locale: options.locale ?? 'en-US',
    fetch: fakeFetch(backend, options.delayMs),
    login: options.login,
    appCode: options.appCode,
  });
  const messaging = createMessaging(client, { live: false });
  return { client, messaging, backend };
}

/** A first-login session (product.md §4: the forced change opens at once). */
export const firstLogin = (): Partial<LoginResult> => ({
  userInfoDO: { ...fakeLoginResult().userInfoDO, firstLogin: 'T' },
});

/** The unit strategy of the stories: digits, capitals and lowercase, at least 8. */
export const STORY_STRATEGY = {
  value: '^(?=.*[0-9])(?=.*[A-Z])(?=.*[a-z]).{8,}$',
  remark: JSON.stringify({ fruit: ['digit', 'upper', 'lower'], inputValue: 8 }),
};
