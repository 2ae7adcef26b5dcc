import { z } from 'zod';
import { flagSchema } from './admin-common';
import { winTypeSchema } from './login-schema';
import { codeSchema } from './page-query';

/** Applications (api-contract.md §7.6): shapes not shown there, defined once here. */

/** GET {UC}/loginApps: the "My Apps" links of the caller's customer (product.md §2.7, §3). */
export const appLinkInfoSchema = z.object({
  code: z.string(),
  /** Null: no matched address (the popover shows a tooltip). */
  url: z.string().nullable(),
  icon: z.string().nullable(),
  iconName: z.string().nullable(),
  color: z.string().nullable(),
  descript: z.string(),
});
export type AppLinkInfo = z.output<typeof appLinkInfoSchema>;

/** GET {UC}/pms/token?appCode=&unitCode=: a token for a native app link (a string). */
export const pmsTokenQuerySchema = z.object({
  appCode: codeSchema(32),
  unitCode: codeSchema(),
});

/** GET {UC}/pms/listHotels?search=: hotels the caller may open an app for. */
export const hotelInfoSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  code: z.string(),
  descript: z.string(),
  groupCode: z.string().nullable(),
});
export type HotelInfo = z.output<typeof hotelInfoSchema>;

/** GET {UC}/resource/menu?identity= and /resource/report?identity= (appCode optional). */
export const resourceQuerySchema = z.object({
  identity: codeSchema(100),
  appCode: codeSchema(32).optional(),
});

export const menuResourceSchema = z.object({
  appCode: z.string(),
  identity: z.string(),
  name: z.string(),
  title: z.string(),
  path: z.string().nullable(),
  link: z.string().nullable(),
  winType: winTypeSchema,
  stretch: flagSchema,
  icon: z.string().nullable(),
  tip: z.string().nullable(),
});
export type MenuResource = z.output<typeof menuResourceSchema>;

export const reportResourceSchema = z.object({
  appCode: z.string(),
  identity: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  parentIdentity: z.string().nullable(),
});
export type ReportResource = z.output<typeof reportResourceSchema>;

/** GET {UC}/codeDict?appCode=GC&code=UPDATE_HISTORY_URL&isHalt=F&page=0&size=10 (paged). */
export const codeDictQuerySchema = z.object({
  appCode: codeSchema(32),
  code: codeSchema().optional(),
  isHalt: z.enum(['T', 'F']).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(10),
});

export const codeDictEntrySchema = z.object({
  appCode: z.string(),
  code: z.string(),
  /** For UPDATE_HISTORY_URL: the URL. */
  content: z.string(),
  descript: z.string().nullable(),
  isHalt: flagSchema,
});
export type CodeDictEntry = z.output<typeof codeDictEntrySchema>;
