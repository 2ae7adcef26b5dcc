import { errors } from './areas/errors';
import { validation } from './areas/validation';
import { server } from './areas/server';
import { session } from './areas/session';
import { login } from './areas/login';
import { apps } from './areas/apps';
import { userBar } from './areas/user-bar';

/** Every area of the catalogue; add a new area here. */
const areas = [errors, validation, server, login, apps, userBar, session] as const;

type Area = (typeof areas)[number];
type AreaKeys<A> = A extends { 'zh-CN': Record<infer K, string> } ? K : never;
export type MessageKey = AreaKeys<Area>;

function merge(locale: 'zh-CN' | 'en-US'): Record<MessageKey, string> {
  return Object.assign({}, ...areas.map((area) => area[locale])) as Record<MessageKey, string>;
}

/** zh-CN is the fallback locale (api-contract.md §9). */
export const zhCN = merge('zh-CN');
export const enUS = merge('en-US');
