// The startup files' types are written out in app-config-types.ts; type-only, so this file stays
// zod-free.
import type { ApiBases } from './app-config-types';

/** The four configured API bases' names (api-contract.md §7.1, DESIGN.md "Defaults"). */
export type ApiBaseName = keyof ApiBases;

export const DEFAULT_API_BASES: ApiBases = {
  UC: '/uc',
  INTERNAL_MESSAGE: '',
  WEB_SOCKET: '/gc-websocket/gc/inmail',
  TRANSLATE: '/translate',
};

/** Customer flags of product.md §3 "Session/config"; absent means off. */
export const CUSTOMER_FLAGS = [
  'outsideChain',
  'wanda',
  'shuxiang',
  'polin',
  'kaiyuan',
  'mazhen',
  'ssoLogin',
  'guolv',
] as const;
export type CustomerFlag = (typeof CUSTOMER_FLAGS)[number];
