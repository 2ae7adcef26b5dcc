import { z } from 'zod';
import { idSchema } from '../admin-common';
import { answer, defineCall } from '../call';

/**
 * Where a user is signed in: each live sign-in (a session family: the sign-in session and the app
 * sessions, OIDC and CAS sessions issued from it) with its device, address, first and last use
 * and the apps it holds. The id is the family's own id, never a token: knowing it lets nobody act
 * as the session, and only its user (or an administrator of the user) may end it.
 */

/** Browser and operating system read from the sign-in's User-Agent; null when unknown. */
export const sessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
});

/** An app the family is signed in to: by an app session, OIDC or CAS. */
export const sessionAppSchema = z.object({ code: z.string(), name: z.string() });

export const signedInSessionSchema = z.object({
  id: z.string(),
  /** The family the caller's own token belongs to. */
  current: z.boolean(),
  device: sessionDeviceSchema,
  ip: z.string().nullable(),
  /** ISO times; last seen is kept to the minute. */
  firstSeen: z.string(),
  lastSeen: z.string(),
  apps: z.array(sessionAppSchema),
});
/** One place the user is signed in: device, address, first and last seen, the apps it holds. */
export type SignedInSession = z.output<typeof signedInSessionSchema>;

const sessionList = answer(z.array(signedInSessionSchema));
const self = { base: 'UC', family: 'signedIn' } as const;

/** The signed-in user's own sign-ins: list them, end one, end every other. */
export const SELF_SESSION_CALLS = {
  list: defineCall({
    ...self,
    method: 'GET',
    path: '/self/sessions',
    input: z.object({}),
    output: sessionList,
    summary: 'Where the signed-in user is signed in',
    readme: {
      input: '—',
      answer: '`[{ id, current, device: { browser, os }, ip, firstSeen, lastSeen, apps }]`',
    },
  }),
  end: defineCall({
    ...self,
    method: 'DELETE',
    path: '/self/sessions/:sessionId',
    input: z.object({ sessionId: idSchema }),
    // A sign-out in the audit trail, the family ended as its target.
    audit: { type: 'session', idField: 'sessionId' },
    output: answer(z.null()),
    summary: 'Sign one of the own sessions out',
    readme: {
      input: '`sessionId` (path): the `id` of a session of the list',
      answer: 'null; its tokens, sockets, OIDC and CAS sessions end on every node',
    },
  }),
  endOthers: defineCall({
    ...self,
    method: 'DELETE',
    path: '/self/sessions',
    input: z.object({ others: z.literal('true') }),
    // One record: the families ended are every one but the caller's (the record's own family).
    audit: { type: 'session' },
    output: answer(z.null()),
    summary: 'Sign out everywhere else',
    readme: {
      input: '`others=true`',
      answer: "null; every session but the caller's ends",
    },
  }),
};

const users = { base: 'UC', family: 'users' } as const;

/** The same list for an administrator of the user (the scope of every user call). */
export const USER_SESSION_CALLS = {
  list: defineCall({
    ...users,
    method: 'GET',
    path: '/user/sessions',
    input: z.object({ userId: idSchema }),
    output: sessionList,
    summary: 'Where a user is signed in',
    readme: { input: '`userId`', answer: 'the same list as `/self/sessions`' },
  }),
  end: defineCall({
    ...users,
    method: 'DELETE',
    path: '/user/sessions',
    input: z.object({ userId: idSchema, sessionId: idSchema }),
    audit: { type: 'session', idField: 'sessionId' },
    output: answer(z.null()),
    summary: "End one of a user's sessions",
    readme: {
      input: '`userId`, `sessionId`',
      answer: 'null; the session ends as if signed out, on every node',
    },
  }),
};
