import { appLinkInfoSchema, hotelInfoSchema, pmsTokenQuerySchema } from '../apps';
import { answer, defineCall } from '../call';
import { searchQuerySchema } from '../users';
import { z } from 'zod';
import { appInfoSchema } from '../login-schema';

/** The launcher's applications (api-contract.md §7.6), under the UC base; need a session. */
const read = { base: 'UC', method: 'GET', family: 'signedIn' } as const;
const none = z.object({});

export const LAUNCHER_CALLS = {
  // The launcher list (product.md §2.7): enabled for the unit, SSO on, without the user centre.
  apps: defineCall({
    ...read,
    path: '/app/apps',
    input: none,
    output: answer(z.array(appInfoSchema)),
    summary: 'Launcher apps of the session unit',
    readme: {
      input: '—',
      answer: '`AppInfo[]` of the launcher: opened, enabled, SSO on (app and unit), without UC',
    },
  }),
  // The "My Apps" links of the customer (product.md §2.7, §3 "App link").
  loginApps: defineCall({
    ...read,
    path: '/loginApps',
    input: none,
    // The descriptions come in this language when the link has that wording (zh-CN, en-US).
    headers: z.object({ language: z.string().optional() }),
    output: answer(z.array(appLinkInfoSchema)),
    summary: '"My Apps" links',
    readme: {
      input: '—',
      answer:
        '`AppLinkInfo[]`: "My Apps" links of the nearest unit up the tree that has some, described in the `language` header\'s locale',
    },
  }),
  pmsToken: defineCall({
    ...read,
    path: '/pms/token',
    input: pmsTokenQuerySchema,
    output: answer(z.string()),
    summary: 'An app session token in a unit',
    readme: {
      input: '`appCode`, `unitCode`',
      answer: 'token (string) of an app session in that unit (own, below, or a login unit)',
    },
  }),
  listHotels: defineCall({
    ...read,
    path: '/pms/listHotels',
    input: searchQuerySchema,
    output: answer(z.array(hotelInfoSchema)),
    summary: 'Hotels the user may open',
    readme: { input: '`search?`', answer: '`HotelInfo[]`' },
  }),
};
