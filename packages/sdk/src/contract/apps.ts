import { z } from 'zod';
import { codeSchema } from './page-query';

/** Applications (api-contract.md §7.6): shapes not shown there, defined once here. */

/** GET {UC}/loginApps: the "My Apps" links of the caller's customer (product.md §2.7, §3). */
export interface AppLinkInfo {
  code: string;
  /** Null: no matched address (the popover shows a tooltip). */
  url: string | null;
  icon: string | null;
  iconName: string | null;
  color: string | null;
  descript: string;
}

/** GET {UC}/pms/token?appCode=&unitCode=: a token for a native app link (a string). */
export const pmsTokenQuerySchema = z.object({
  appCode: codeSchema(32),
  unitCode: codeSchema(),
});

/** GET {UC}/pms/listHotels?search=: hotels the caller may open an app for. */
export interface HotelInfo {
  id: string;
  uuid: string;
  code: string;
  descript: string;
  groupCode: string | null;
}

/** GET {UC}/resource/menu?identity= and /resource/report?identity= (appCode optional). */
export const resourceQuerySchema = z.object({
  identity: codeSchema(100),
  appCode: codeSchema(32).optional(),
});

export interface MenuResource {
  appCode: string;
  identity: string;
  name: string;
  title: string;
  path: string | null;
  link: string | null;
  winType: 'ROUTE' | 'CURRENTPAGE' | 'ALERT' | 'NEWPAGE' | 'NEWBLANK';
  stretch: 'T' | 'F';
  icon: string | null;
  tip: string | null;
}

export interface ReportResource {
  appCode: string;
  identity: string;
  name: string;
  url: string | null;
  parentIdentity: string | null;
}

/** GET {UC}/codeDict?appCode=GC&code=UPDATE_HISTORY_URL&isHalt=F&page=0&size=10 (paged). */
export const codeDictQuerySchema = z.object({
  appCode: codeSchema(32),
  code: codeSchema().optional(),
  isHalt: z.enum(['T', 'F']).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(10),
});

export interface CodeDictEntry {
  appCode: string;
  code: string;
  /** For UPDATE_HISTORY_URL: the URL. */
  content: string;
  descript: string | null;
  isHalt: 'T' | 'F';
}
