import { answer, defineCall } from '../call';
import {
  authTreeNodeSchema,
  authTreeQuerySchema,
  backgroundUnitSchema,
  emailResetCodeRequestSchema,
  possibleLoginGroupSchema,
  resetEmailRequestSchema,
  searchQuerySchema,
  updateUserPasswordQuerySchema,
  userAuthInfoQuerySchema,
  userAuthInfoSchema,
} from '../users';
import { z } from 'zod';

/**
 * The signed-in user's own account (api-contract.md §7.4): password, e-mail binding, the units
 * to switch to, the permission trees. Any signed-in user may call them; who else a call may be
 * about (another `userCode`) the service decides.
 */
const self = { base: 'UC', family: 'signedIn' } as const;
const none = z.object({});

const tree = (path: string, summary: string) =>
  defineCall({
    ...self,
    method: 'GET',
    path,
    input: authTreeQuerySchema,
    output: answer(z.array(authTreeNodeSchema)),
    summary,
    readme: {
      input: '`appCode`, `organizationUnitId?`, `userCode?`, `filterHasOrigin?`',
      answer: '`AuthTreeNode[]`',
    },
  });

export const SELF_CALLS = {
  updatePassword: defineCall({
    ...self,
    method: 'POST',
    place: 'query',
    path: '/user/updateUserPassword',
    credentials: true,
    input: updateUserPasswordQuerySchema,
    output: answer(z.null()),
    summary: 'Change the own password (query)',
    readme: {
      input: '`oldPassword`, `newPassword` (query): PASSWORD_STRATEGY of the session unit',
      answer: 'null; every session of the user ends',
    },
  }),
  emailResetCode: defineCall({
    ...self,
    method: 'POST',
    path: '/user/emailResetCode',
    credentials: true,
    input: emailResetCodeRequestSchema,
    output: answer(z.null()),
    summary: 'Mail a code to the e-mail to bind',
    readme: {
      input: '`{ id?, email }` (`id` omitted by backdoor users)',
      answer: 'null; a code to the e-mail to bind',
    },
  }),
  resetEmail: defineCall({
    ...self,
    method: 'POST',
    path: '/user/resetEmail',
    credentials: true,
    input: resetEmailRequestSchema,
    output: answer(z.null()),
    summary: 'Bind the e-mail with the code',
    readme: {
      input: '`{ email, validateCode, password, id? }` (`password`: the current one)',
      answer: 'null; the e-mail is bound, the address bound before is told',
    },
  }),
  passwordChangeCanceled: defineCall({
    ...self,
    method: 'POST',
    path: '/user/onChangePasswordCanceled',
    credentials: true,
    input: none,
    output: answer(z.null()),
    summary: 'First-login password change cancelled',
    readme: { input: '—', answer: 'null; firstLogin becomes F' },
  }),
  possibleLoginUnits: defineCall({
    ...self,
    method: 'GET',
    path: '/user/possibleLoginUnits',
    input: searchQuerySchema,
    output: answer(z.array(possibleLoginGroupSchema)),
    summary: 'Units the user may switch to, by group',
    readme: {
      input: '`search?`',
      answer: '`PossibleLoginGroup[]`: home and switchable units by parent group',
    },
  }),
  backgroundUnit: defineCall({
    ...self,
    method: 'GET',
    path: '/user/getBackgroundUnit',
    input: none,
    output: answer(backgroundUnitSchema),
    summary: 'Code and name of the home unit',
    readme: { input: '—', answer: '`{ code, name }` of the home unit' },
  }),
  menuTree: tree('/user/menuTree', 'Menu permission tree'),
  reportTree: tree('/user/reportTree', 'Report permission tree'),
  operationTree: tree('/user/operationTree', 'Operation permission tree'),
  authInfo: defineCall({
    ...self,
    method: 'GET',
    path: '/user/fetchUserAuthInfoByUserCode',
    input: userAuthInfoQuerySchema,
    output: answer(userAuthInfoSchema),
    summary: 'Authorization info of a user',
    readme: { input: '`userCode`, `unitCode?`', answer: '`UserAuthInfo`' },
  }),
};
