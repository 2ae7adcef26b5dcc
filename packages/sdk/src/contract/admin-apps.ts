import { z } from 'zod';
import {
  flagSchema,
  idSchema,
  localeTextsAnswerSchema,
  localeTextsSchema,
  optionalField,
  optionalText,
} from './admin-common';
import { appLinkInfoSchema } from './apps';
import { appInfoSchema } from './login-schema';
import { APP_OPEN_STEP_STATUSES, unitAppStepRowSchema } from './admin-units';
import { pageQuerySchema } from './page-query';

/**
 * Application administration (product.md §2.5 /apply: applyList, applyConfigList, open-list,
 * open-task-list, resource-list). The contract leaves the paths unshown (§7.6 "payloads not
 * shown"), so they follow §7.1 under the UC base at /apply/*. Apps and their resources are the
 * platform's (platform administrators only); app links, openings and opening tasks belong to units
 * and follow the unit rule of README "Administration".
 */

/** An app code: capitals, digits and '_', as the codes of product.md §2.7 (GC, PLATFORM_MEMBER). */
export const APP_CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;

/** An address: absolute http(s) or a path of this site. */
const addressSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/\S+|\/\S*)$/, 'an http(s) address or a path starting with /');

/** A logo: an address as above, or an image as a data: URL. */
const logoSchema = z
  .string()
  .trim()
  .max(400_000)
  .regex(/^(https?:\/\/\S+|\/\S*|data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+)$/);

export const APP_STATUS_VALUES = ['enabled', 'disabled'] as const;
export type AppStatus = (typeof APP_STATUS_VALUES)[number];

/**
 * GET {UC}/apply/list: every app (product.md §3 "App"), in launcher order: the app as the
 * launcher knows it (a null `href`: no matched address), and its administration fields.
 */
export const adminAppSchema = appInfoSchema.extend({
  /** 'disabled' closes the app for every unit. */
  status: z.enum(APP_STATUS_VALUES),
  sort: z.number(),
  /** Units that opened the app (enabled grants). */
  openUnits: z.number().int().nonnegative(),
});
export type AdminApp = z.output<typeof adminAppSchema>;

/** POST {UC}/apply/add: a new app; its code is fixed once made. */
export const appAddSchema = z.object({
  code: z.string().trim().min(1).max(32).regex(APP_CODE_PATTERN),
  descript: z.string().trim().min(1).max(200),
  logo: optionalField(logoSchema),
  sLogo: optionalField(logoSchema),
  href: optionalField(addressSchema),
  sso: flagSchema.default('T'),
  status: z.enum(APP_STATUS_VALUES).default('enabled'),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type AppAddRequest = z.input<typeof appAddSchema>;

/** PUT (or POST) {UC}/apply/update: the fields given change (null clears logo, sLogo, href). */
export const appUpdateSchema = z.object({
  code: z.string().trim().min(1).max(32),
  descript: z.string().trim().min(1).max(200).optional(),
  logo: z.union([logoSchema, z.null()]).optional(),
  sLogo: z.union([logoSchema, z.null()]).optional(),
  href: z.union([addressSchema, z.null()]).optional(),
  sso: flagSchema.optional(),
  status: z.enum(APP_STATUS_VALUES).optional(),
  sort: z.number().int().min(0).max(9999).optional(),
});
export type AppUpdateRequest = z.input<typeof appUpdateSchema>;

/**
 * POST (or DELETE) {UC}/apply/delete {code}: the app goes with its openings, steps, menus and
 * resources. The user centre (UC) cannot be deleted: nobody could administer anything.
 */
export const appCodeRequestSchema = z.object({ code: z.string().trim().min(1).max(32) });
export type AppCodeRequest = z.input<typeof appCodeRequestSchema>;

/** GET {UC}/apply/links?unitId=: the unit's own app links ("My Apps", product.md §2.7). */
export const adminAppLinkSchema = appLinkInfoSchema.extend({
  id: z.string(),
  unitId: z.string(),
  sort: z.number(),
  /** The description's wording per locale; `descript` is what a locale without one shows. */
  descriptions: localeTextsAnswerSchema,
});
export type AdminAppLink = z.output<typeof adminAppLinkSchema>;

/** PUT (or POST) {UC}/apply/saveLink: adds (no id) or changes a link; code unique per unit. */
export const appLinkSaveSchema = z.object({
  id: optionalField(idSchema),
  unitId: idSchema,
  code: z.string().trim().min(1).max(32),
  url: optionalField(addressSchema),
  icon: optionalField(logoSchema),
  iconName: optionalText(64),
  color: optionalField(
    z
      .string()
      .trim()
      .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/),
  ),
  descript: z.string().trim().min(1).max(200),
  /**
   * The description per locale; an empty one is removed. Absent: a changed `descript` removes
   * them all, so an edited description is what every locale shows.
   */
  descriptions: localeTextsSchema(200).optional(),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type AppLinkSaveRequest = z.input<typeof appLinkSaveSchema>;

/** POST (or DELETE) {UC}/apply/deleteLink {id}. */

/**
 * GET {UC}/apply/openList?unitId&appCode&firstResult&pageSize (/apply/open-list): the openings
 * (unit × app) of the units in the caller's scope (of `unitId` and its subtree when given), with
 * the state of their opening steps.
 */
export const openListQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  appCode: optionalText(32),
});
export type OpenListQuery = z.input<typeof openListQuerySchema>;

export const openListRowSchema = z.object({
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  appCode: z.string(),
  appName: z.string(),
  /** Open: granted and not closed (and the app itself enabled). */
  enabled: z.boolean(),
  sso: flagSchema,
  steps: z.object({ total: z.number(), done: z.number(), failed: z.number() }),
});
export type OpenListRow = z.output<typeof openListRowSchema>;

/**
 * GET {UC}/apply/openTasks?unitId&appCode&status&firstResult&pageSize (/apply/open-task-list):
 * the opening steps across the units in scope, newest change first.
 */
export const openTaskQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  appCode: optionalText(32),
  status: optionalField(z.enum(APP_OPEN_STEP_STATUSES)),
});
export type OpenTaskQuery = z.input<typeof openTaskQuerySchema>;

/** A unit's opening step (`UnitAppStepRow`) across units: with the unit it opens the app for. */
export const openTaskRowSchema = unitAppStepRowSchema.extend({
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
});
export type OpenTaskRow = z.output<typeof openTaskRowSchema>;

/** PUT (or POST) {UC}/apply/saveTask {id, status, remark}: a step's state; answers the row. */
export const openTaskSaveSchema = z.object({
  id: idSchema,
  status: z.enum(APP_OPEN_STEP_STATUSES),
  remark: optionalText(500),
});
export type OpenTaskSaveRequest = z.input<typeof openTaskSaveSchema>;

export const ADMIN_RESOURCE_TYPES = ['OPERATION', 'REPORT'] as const;
export type AdminResourceType = (typeof ADMIN_RESOURCE_TYPES)[number];

/** GET {UC}/apply/resources?appCode&type: the app's resource tree of a type. */
export const resourceTreeQuerySchema = z.object({
  appCode: z.string().trim().min(1).max(32),
  type: z.enum(ADMIN_RESOURCE_TYPES),
});
export type ResourceTreeQuery = z.input<typeof resourceTreeQuerySchema>;

export interface AdminResourceNode {
  id: string;
  appCode: string;
  type: AdminResourceType;
  parentId: string | null;
  code: string;
  name: string;
  /** A report's address; null for operations and report folders. */
  url: string | null;
  descript: string | null;
  sort: number;
  children: AdminResourceNode[];
}
/** Named (`id`): a tree refers to itself, so the OpenAPI document shows it once, as a component. */
export const adminResourceNodeSchema: z.ZodType<AdminResourceNode> = z
  .object({
    id: z.string(),
    appCode: z.string(),
    type: z.enum(ADMIN_RESOURCE_TYPES),
    parentId: z.string().nullable(),
    code: z.string(),
    name: z.string(),
    url: z.string().nullable(),
    descript: z.string().nullable(),
    sort: z.number(),
    children: z.array(z.lazy(() => adminResourceNodeSchema)),
  })
  .meta({ id: 'AdminResourceNode' });

/** POST {UC}/apply/addResource: a resource under `parentId` (same app and type) or at the top. */
export const resourceAddSchema = z.object({
  appCode: z.string().trim().min(1).max(32),
  type: z.enum(ADMIN_RESOURCE_TYPES),
  parentId: optionalField(idSchema),
  code: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
  name: z.string().trim().min(1).max(200),
  url: optionalField(addressSchema),
  descript: optionalText(500),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ResourceAddRequest = z.input<typeof resourceAddSchema>;

/** PUT (or POST) {UC}/apply/updateResource: code, name, url, descript, sort of one resource. */
export const resourceUpdateSchema = resourceAddSchema
  .pick({ code: true, name: true, url: true, descript: true })
  .extend({ id: idSchema, sort: z.number().int().min(0).max(9999).optional() });
export type ResourceUpdateRequest = z.input<typeof resourceUpdateSchema>;

/** PUT (or POST) {UC}/apply/moveResource: under another node of the same tree, or to the top. */
export const resourceMoveSchema = z.object({
  id: idSchema,
  parentId: z.union([idSchema, z.null()]),
});
export type ResourceMoveRequest = z.input<typeof resourceMoveSchema>;

/** POST (or DELETE) {UC}/apply/deleteResource {id}: the node and everything below it. */
