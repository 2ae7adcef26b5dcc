import { z } from 'zod';
import { idRequestSchema } from '../admin-common';
import {
  managedTagSchema,
  managedTagListQuerySchema,
  managedTagSaveSchema,
  userManagedTagQuerySchema,
  userManagedTagSaveSchema,
} from '../admin-tags';
import { answer, defineCall } from '../call';

/** Managed tags (product.md §3 "tags"; api-contract.md §7.4 POST /userManagedTag), under the UC base. */
const tag = { base: 'UC', family: 'tags' } as const;

export const TAG_CALLS = {
  list: defineCall({
    ...tag,
    method: 'GET',
    path: '/managedTag/list',
    input: managedTagListQuerySchema,
    output: answer(z.array(managedTagSchema)),
    summary: "A unit's managed tags",
    readme: {
      input: '`unitId`',
      answer: '`ManagedTag[]` with `userCount`',
    },
  }),
  save: defineCall({
    ...tag,
    method: 'PUT',
    path: '/managedTag/save',
    input: managedTagSaveSchema,
    output: answer(managedTagSchema),
    summary: 'Add or change a managed tag',
    readme: {
      input: '`{ id?, unitId?, code (unique per unit), name, color? }`',
      answer: '`ManagedTag`',
    },
  }),
  delete: defineCall({
    ...tag,
    method: 'DELETE',
    path: '/managedTag/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a managed tag',
    readme: {
      input: '`id` (users lose the tag)',
      answer: 'null',
    },
  }),
  userList: defineCall({
    ...tag,
    method: 'GET',
    path: '/userManagedTag/list',
    input: userManagedTagQuerySchema,
    output: answer(z.array(managedTagSchema)),
    summary: 'The managed tags a user carries',
    readme: {
      input: '`userId`',
      answer: '`ManagedTag[]` the user carries',
    },
  }),
  userSave: defineCall({
    ...tag,
    method: 'POST',
    path: '/userManagedTag',
    input: userManagedTagSaveSchema,
    output: answer(z.array(managedTagSchema)),
    summary: "Set a user's managed tags (tags of the user's unit only)",
    readme: {
      input:
        "`{ userId, tagIds }`: the user's tags become exactly these (own unit's only, else 40001 naming tagIds; nothing written)",
      answer: '`ManagedTag[]`',
    },
  }),
};
