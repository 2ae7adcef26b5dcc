import { z } from 'zod';
import { flagSchema, idSchema, optionalField, optionalText } from './admin-common';
import type { Flag, MenuItem } from './login';

/**
 * The menu editor (product.md §3 "Menu", §2.8 window types) under the resources screens: the MENU
 * tree of one application, edited by platform administrators like the app's other resources.
 * Buttons below a menu are permissions, not menus: the editor neither lists nor moves them, and
 * deleting a menu takes its buttons and grants with it.
 */

export const MENU_WIN_TYPES = ['ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK'] as const;
export type MenuWinType = MenuItem['winType'];

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
  sort: number;
  children: AdminMenuNode[];
}

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
};

/** POST {UC}/apply/addMenu: a menu at the end of `parentId`'s children (same app), or at the top. */
export const menuAddSchema = z.object({
  appCode: z.string().trim().min(1).max(32),
  parentId: optionalField(idSchema),
  ...menuFields,
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
