import { z } from 'zod';
import {
  adminAppLinkSchema,
  adminAppSchema,
  adminResourceNodeSchema,
  appAddSchema,
  appCodeRequestSchema,
  appLinkSaveSchema,
  appUpdateSchema,
  openListQuerySchema,
  openListRowSchema,
  openTaskQuerySchema,
  openTaskRowSchema,
  openTaskSaveSchema,
  resourceAddSchema,
  resourceMoveSchema,
  resourceTreeQuerySchema,
  resourceUpdateSchema,
} from '../admin-apps';
import { idRequestSchema, noInputSchema, unitIdQuerySchema } from '../admin-common';
import { pagedSchema } from '../page-query';
import { answer, defineCall } from '../call';

/**
 * Applications, their links, open requests and resources (product.md §2.5 /apply/*), under the UC
 * base. Apps and their resources are the platform's; links, openings and steps belong to units.
 */
const app = { base: 'UC', family: 'apps' } as const;

export const APP_CALLS = {
  list: defineCall({
    ...app,
    method: 'GET',
    path: '/apply/list',
    input: noInputSchema,
    output: answer(z.array(adminAppSchema)),
    summary: 'Every application, with how many units opened it (platform)',
    readme: { input: '', answer: '`AdminApp[]` with `openUnits` (platform)' },
  }),
  add: defineCall({
    ...app,
    method: 'POST',
    path: '/apply/add',
    input: appAddSchema,
    output: answer(adminAppSchema),
    summary: 'Add an application (platform)',
    readme: {
      input: '`{ code (A-Z0-9_), descript, logo?, sLogo?, href?, sso?, status?, sort? }`',
      answer: "`AdminApp` ('Application code … already exists')",
    },
  }),
  update: defineCall({
    ...app,
    method: 'PUT',
    path: '/apply/update',
    input: appUpdateSchema,
    output: answer(adminAppSchema),
    summary: 'Change an application (platform)',
    readme: {
      input: '`{ code, …fields }` (null clears logo, sLogo, href)',
      answer: '`AdminApp`; UC cannot be disabled',
    },
  }),
  delete: defineCall({
    ...app,
    method: 'DELETE',
    path: '/apply/delete',
    input: appCodeRequestSchema,
    output: answer(z.null()),
    summary: 'Delete an application with its openings, menus and resources (platform; never UC)',
    readme: {
      input: '`code` (cascades openings, steps, menus, resources; never UC)',
      answer: 'null',
    },
  }),
  links: defineCall({
    ...app,
    method: 'GET',
    path: '/apply/links',
    input: unitIdQuerySchema,
    output: answer(z.array(adminAppLinkSchema)),
    summary: "A unit's own app links (My Apps)",
    readme: {
      input: '`unitId`',
      answer: '`AdminAppLink[]` (the unit\'s own "My Apps" links)',
    },
  }),
  saveLink: defineCall({
    ...app,
    method: 'PUT',
    path: '/apply/saveLink',
    input: appLinkSaveSchema,
    output: answer(adminAppLinkSchema),
    summary: 'Add or change an app link of a unit',
    readme: {
      input: '`{ id?, unitId, code (unique per unit), url?, icon?, iconName?, color?, descript }`',
      answer: '`AdminAppLink`',
    },
  }),
  deleteLink: defineCall({
    ...app,
    method: 'DELETE',
    path: '/apply/deleteLink',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete an app link',
    readme: {
      input: '`id`',
      answer: 'null',
    },
  }),
  openList: defineCall({
    ...app,
    method: 'GET',
    path: '/apply/openList',
    input: openListQuerySchema,
    output: answer(pagedSchema(openListRowSchema)),
    paged: true,
    summary: 'Unit \u00d7 application openings in scope, with their step counts (paged)',
    readme: {
      input: 'paged; `unitId?` (and below), `appCode?`',
      answer: 'paged `OpenListRow` with step counts',
    },
  }),
  openTasks: defineCall({
    ...app,
    method: 'GET',
    path: '/apply/openTasks',
    input: openTaskQuerySchema,
    output: answer(pagedSchema(openTaskRowSchema)),
    paged: true,
    summary: 'Opening steps in scope, newest change first (paged)',
    readme: {
      input: 'paged; `unitId?`, `appCode?`, `status?` (PENDING, DONE, FAILED)',
      answer: 'paged `OpenTaskRow`, newest change first',
    },
  }),
  saveTask: defineCall({
    ...app,
    method: 'PUT',
    path: '/apply/saveTask',
    input: openTaskSaveSchema,
    output: answer(openTaskRowSchema),
    summary: "Set an opening step's status and remark",
    readme: {
      input: '`{ id, status, remark? }`',
      answer: '`OpenTaskRow`',
    },
  }),
  resources: defineCall({
    ...app,
    method: 'GET',
    path: '/apply/resources',
    input: resourceTreeQuerySchema,
    output: answer(z.array(adminResourceNodeSchema)),
    summary: "An application's OPERATION or REPORT tree (platform)",
    readme: {
      input: '`appCode`, `type` (OPERATION, REPORT)',
      answer: '`AdminResourceNode[]` tree (platform)',
    },
  }),
  addResource: defineCall({
    ...app,
    method: 'POST',
    path: '/apply/addResource',
    input: resourceAddSchema,
    output: answer(adminResourceNodeSchema),
    summary: 'Add a resource (platform)',
    readme: {
      input:
        '`{ appCode, type, parentId?, code (unique per app+type), name, url?, descript?, sort? }`',
      answer: '`AdminResourceNode`',
    },
  }),
  updateResource: defineCall({
    ...app,
    method: 'PUT',
    path: '/apply/updateResource',
    input: resourceUpdateSchema,
    output: answer(adminResourceNodeSchema),
    summary: "Change a resource's code, name, address (platform)",
    readme: {
      input: '`{ id, code, name, url?, descript?, sort? }`',
      answer: '`AdminResourceNode`',
    },
  }),
  moveResource: defineCall({
    ...app,
    method: 'PUT',
    path: '/apply/moveResource',
    input: resourceMoveSchema,
    output: answer(adminResourceNodeSchema),
    summary: 'Move a resource within its tree (platform)',
    readme: {
      input: '`{ id, parentId (same tree, not below itself) | null }`',
      answer: '`AdminResourceNode`',
    },
  }),
  deleteResource: defineCall({
    ...app,
    method: 'DELETE',
    path: '/apply/deleteResource',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a resource and its subtree (platform)',
    readme: {
      input: '`id` (its subtree and grants go too)',
      answer: 'null',
    },
  }),
};
