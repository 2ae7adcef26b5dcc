import { z } from 'zod';
import {
  adminMenuNodeSchema,
  menuAddSchema,
  menuMoveSchema,
  menuTreeQuerySchema,
  menuUpdateSchema,
} from '../admin-menus';
import { idRequestSchema } from '../admin-common';
import { answer, defineCall } from '../call';

/**
 * The menu editor (product.md §3 "Menu") under the UC base at /apply/*, next to the resource
 * trees: like an app's other resources, its menus are the platform's.
 */
const menu = { base: 'UC', family: 'apps' } as const;

export const MENU_CALLS = {
  menus: defineCall({
    ...menu,
    method: 'GET',
    path: '/apply/menus',
    input: menuTreeQuerySchema,
    output: answer(z.array(adminMenuNodeSchema)),
    summary: "An application's MENU tree (platform)",
    readme: { input: '`appCode`', answer: '`AdminMenuNode[]` tree, buttons left out (platform)' },
  }),
  addMenu: defineCall({
    ...menu,
    method: 'POST',
    path: '/apply/addMenu',
    input: menuAddSchema,
    output: answer(adminMenuNodeSchema),
    summary: 'Add a menu, last among its siblings (platform)',
    readme: {
      input:
        '`{ appCode, parentId?, identity (unique per app), name, title, titles? (per locale), path?, link?, winType?, stretch?, icon?, tip?, grantLikeParent? }`',
      answer: '`AdminMenuNode`',
    },
  }),
  updateMenu: defineCall({
    ...menu,
    method: 'PUT',
    path: '/apply/updateMenu',
    input: menuUpdateSchema,
    output: answer(adminMenuNodeSchema),
    summary: "Change a menu's fields (platform)",
    readme: {
      input:
        '`{ id, identity, name, title, titles? (per locale; absent: a new title clears them), path?, link?, winType?, stretch?, icon?, tip? }`',
      answer: '`AdminMenuNode`',
    },
  }),
  moveMenu: defineCall({
    ...menu,
    method: 'PUT',
    path: '/apply/moveMenu',
    input: menuMoveSchema,
    output: answer(z.array(adminMenuNodeSchema)),
    summary: 'Move a menu under another parent or among its siblings (platform)',
    readme: {
      input: '`{ id, parentId (same app, not below itself) | null, index }`',
      answer: "the app's `AdminMenuNode[]` tree after the move",
    },
  }),
  deleteMenu: defineCall({
    ...menu,
    method: 'DELETE',
    path: '/apply/deleteMenu',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a menu with its submenus, buttons and grants (platform)',
    readme: { input: '`id` (its submenus, buttons and grants go too)', answer: 'null' },
  }),
};
