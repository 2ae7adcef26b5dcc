import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import type { Session } from './server-processes';

/** Signing the server benches' sessions in, and checking a call answers before it is measured. */

/** argon2 runs on libuv's pool (4 threads): more login connections only queue. */
export const LOGIN_CONNECTIONS = 8;

/** Demo users that sign in with the demo password alone (no repeat-login policy, no SMS code). */
const USERS = [
  ['H001', 'frontdesk'],
  ['H001', 'nightaudit'],
  ['G001', 'groupadmin'],
  ['G002', 'summitadmin'],
  ['O001', 'agent'],
  ['T001', 'traveldesk'],
  ['S001', 'supplier'],
  ['A001', 'alliance'],
  ['PLATFORM', 'support'],
  ['PLATFORM', 'admin'],
] as const;

/** The login body the login row sends (a user with no repeat-login policy). */
export const LOGIN_BODY = { unitCode: 'H001', userCode: 'frontdesk', password: DEMO_PASSWORD };

async function signIn(base: string, unitCode: string, userCode: string): Promise<Session> {
  const response = await fetch(`${base}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode, userCode, password: DEMO_PASSWORD }),
  });
  const envelope = (await response.json()) as {
    result: number;
    msg: string;
    retVal: { jwtToken: string; apps: { code: string }[] };
  };
  if (envelope.result !== 0) throw new Error(`login ${unitCode}/${userCode}: ${envelope.msg}`);
  return { token: envelope.retVal.jwtToken, appCode: envelope.retVal.apps[0]?.code ?? 'UC' };
}

/** `count` sessions across USERS, eight sign-ins at a time; admin's come back apart. */
export async function signInMany(base: string, count: number) {
  const sessions: Session[] = [];
  const admins: Session[] = [];
  // Some demo units limit sign-in hours (login limits): only users who may sign in now are used.
  const usable: (readonly [string, string])[] = [];
  for (const [unit, user] of USERS) {
    const first = await signIn(base, unit, user).catch(() => null);
    if (!first) continue;
    usable.push([unit, user]);
    sessions.push(first);
    if (user === 'admin') admins.push(first);
  }
  let next = sessions.length;
  const worker = async () => {
    while (next < count) {
      const [unit, user] = usable[next++ % usable.length]!;
      const session = await signIn(base, unit, user);
      sessions.push(session);
      if (user === 'admin') admins.push(session);
    }
  };
  await Promise.all(Array.from({ length: LOGIN_CONNECTIONS }, worker));
  return { sessions, admins };
}

/** A call must answer result 0 before it is measured: a refusal is fast and would flatter it. */
export async function probe(url: string, headers: Record<string, string> = {}): Promise<void> {
  const envelope = (await fetch(url, { headers }).then((r) => r.json())) as { result: number };
  if (envelope.result !== 0) throw new Error(`${url} answered ${JSON.stringify(envelope)}`);
}
