import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/message/publish': {
    load: () => import('../../app/routes/admin/messages').then((m) => m.PublishMessageRoute),
  },
  '/message/published': {
    load: () => import('../../app/routes/admin/messages').then((m) => m.PublishedMessagesRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    messages: typeof screens;
  }
}
