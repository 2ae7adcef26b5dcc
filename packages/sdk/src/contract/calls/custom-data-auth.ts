import { z } from 'zod';
import { idRequestSchema } from '../admin-common';
import { answer, defineCall } from '../call';
import {
  addUserAuthSchema,
  authContentSchema,
  authContentsQuerySchema,
  authGroupSchema,
  authGroupsQuerySchema,
  updateUserAuthSchema,
  userDataAuthSchema,
  userAuthsQuerySchema,
} from '../custom-data-auth';
import { pagedSchema } from '../page-query';

/** Custom data permissions (api-contract.md §7.9 /customDataAuth): user administration. */
const dataAuth = { base: 'UC', family: 'users' } as const;

export const DATA_AUTH_CALLS = {
  groups: defineCall({
    ...dataAuth,
    method: 'GET',
    path: '/customDataAuth/pageAuthGroups',
    input: authGroupsQuerySchema,
    output: answer(pagedSchema(authGroupSchema)),
    paged: true,
    summary: 'Data permission groups (paged)',
    readme: {
      input: '`unitId?` (session unit), `appCode?`, `keyword?`, paging',
      answer: "paged `AuthGroup`: groups serving the unit (its own and its ancestors')",
    },
  }),
  contents: defineCall({
    ...dataAuth,
    method: 'GET',
    path: '/customDataAuth/pageAuthContents',
    input: authContentsQuerySchema,
    output: answer(pagedSchema(authContentSchema)),
    paged: true,
    summary: 'Contents of a group (paged)',
    readme: { input: '`groupId`, `keyword?`, paging', answer: 'paged `AuthContent`' },
  }),
  // Not in the contract: the grants that updateUserAuth and deleteUserAuth name by id.
  userAuths: defineCall({
    ...dataAuth,
    method: 'GET',
    path: '/customDataAuth/userAuths',
    input: userAuthsQuerySchema,
    output: answer(z.array(userDataAuthSchema)),
    summary: "A user's data permissions",
    readme: { input: '`userId`, `unitId?`', answer: '(not in the contract) `UserDataAuth[]`' },
  }),
  add: defineCall({
    ...dataAuth,
    method: 'POST',
    path: '/customDataAuth/addUserAuth',
    input: addUserAuthSchema,
    output: answer(userDataAuthSchema),
    summary: 'Grant a data permission',
    readme: {
      input: '`{ userId, unitId?, groupId, contentId?, scope: system|unit|degree }`',
      answer: '`UserDataAuth`',
    },
  }),
  update: defineCall({
    ...dataAuth,
    method: 'PUT',
    path: '/customDataAuth/updateUserAuth',
    input: updateUserAuthSchema,
    output: answer(userDataAuthSchema),
    summary: 'Change a data permission',
    readme: {
      input: '`{ id, contentId? (null: whole group), scope? }`',
      answer: '`UserDataAuth`',
    },
  }),
  delete: defineCall({
    ...dataAuth,
    method: 'DELETE',
    path: '/customDataAuth/deleteUserAuth',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Remove a data permission',
    readme: { input: '`id`', answer: 'null' },
  }),
};
