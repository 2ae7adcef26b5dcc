import { z } from 'zod';
import {
  flagSchema,
  idSchema,
  localeTextsAnswerSchema,
  localeTextsSchema,
  optionalField,
  optionalText,
  type LocaleTexts,
} from './admin-common';
import type { Flag, MenuItem } from './login';

/**
 * The menu editor (product.md §3 "Menu", §2.8 window types) under the resources screens: the MENU
 * tree of one application, edited by platform administrators like the app's other resources.
 * Buttons below a menu are permissions, not menus: the editor neither lists nor moves them, and
 * deleting a menu takes its buttons and grants with it.
 */

export const MENU_WIN_TYPES = ['ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK'] as const;
export type MenuWinType = MenuItem['winType'];

/**
 * A menu's title in given locales: the platform-wide kv translations `menu.<identity>` of its
 * app (api-contract.md §7.8), which the shell shows over `title`; a locale left out shows `title`.
 */
export type MenuTitles = LocaleTexts;

/** A menu as the editor shows it: the fields of the login result's menus, with its id and order. */
export interface AdminMenuNode {
  id: string;
  appCode: string;
  parentId: string | null;
  identity: string;
  name: string;
  title: string;
  path: string | null;
  link: string | null;
  winType: MenuWinType;
  stretch: Flag;
  icon: string | null;
  tip: string | null;
  /** The title per locale, where one is set. */
  titles: MenuTitles;
  sort: number;
  children: AdminMenuNode[];
}
/** Named (`id`): a tree refers to itself, so the OpenAPI document shows it once, as a component. */
export const adminMenuNodeSchema: z.ZodType<AdminMenuNode> = z
  .object({
    id: z.string(),
    appCode: z.string(),
    parentId: z.string().nullable(),
    identity: z.string(),
    name: z.string(),
    title: z.string(),
    path: z.string().nullable(),
    link: z.string().nullable(),
    winType: z.enum(MENU_WIN_TYPES),
    stretch: flagSchema,
    icon: z.string().nullable(),
    tip: z.string().nullable(),
    titles: localeTextsAnswerSchema,
    sort: z.number(),
    children: z.array(z.lazy(() => adminMenuNodeSchema)),
  })
  .meta({ id: 'AdminMenuNode' });

/** GET {UC}/apply/menus?appCode: the app's MENU tree, in menu order. */
export const menuTreeQuerySchema = z.object({ appCode: z.string().trim().min(1).max(32) });
export type MenuTreeQuery = z.input<typeof menuTreeQuerySchema>;

/** A route of the shell: a path of this site. */
const menuPathSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^\/\S*$/, 'a path starting with /');

/** An address: absolute http(s) or a path of this site. */
const menuLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/\S+|\/\S*)$/, 'an http(s) address or a path starting with /');

/** The fields of a menu the editor writes. */
const menuFields = {
  /** Names the menu in URLs (?identity=), unique per app. */
  identity: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
  name: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  path: optionalField(menuPathSchema),
  link: optionalField(menuLinkSchema),
  winType: z.enum(MENU_WIN_TYPES).default('ROUTE'),
  stretch: flagSchema.default('F'),
  icon: optionalText(200),
  tip: optionalText(500),
  /**
   * The title per locale; an empty one is removed. Absent: a changed `title` removes them all,
   * so an edited title is what every locale shows.
   */
  titles: localeTextsSchema(200).optional(),
};

/** POST {UC}/apply/addMenu: a menu at the end of `parentId`'s children (same app), or at the top. */
export const menuAddSchema = z.object({
  appCode: z.string().trim().min(1).max(32),
  parentId: optionalField(idSchema),
  ...menuFields,
  /**
   * Grants the new menu to the roles and users who see its parent (who hold it or a menu below
   * it), so it shows in their shells at once: a menu no one holds shows nowhere. Ignored at the
   * top level.
   */
  grantLikeParent: z.boolean().default(false),
});
export type MenuAddRequest = z.input<typeof menuAddSchema>;

/** PUT (or POST) {UC}/apply/updateMenu: every field of one menu; never its place in the tree. */
export const menuUpdateSchema = z.object({ id: idSchema, ...menuFields });
export type MenuUpdateRequest = z.input<typeof menuUpdateSchema>;

/**
 * PUT (or POST) {UC}/apply/moveMenu: the menu goes under `parentId` (same app, never below
 * itself) or to the top, at `index` among its new siblings; the siblings are renumbered.
 */
export const menuMoveSchema = z.object({
  id: idSchema,
  parentId: z.union([idSchema, z.null()]),
  index: z.number().int().min(0).max(9999),
});
export type MenuMoveRequest = z.input<typeof menuMoveSchema>;
