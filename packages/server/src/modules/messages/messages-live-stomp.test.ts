import type { AddressInfo } from 'node:net';
import { liveDestinations, type LivePush } from '@portico/sdk/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATH,
  settled,
  stompClient,
  within,
  type StompTestClient,
} from '../../test/stomp-test-kit';
import { lastCodeTo } from '../../test/outbox';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { api, calls, ok, PUBLISH_CALLS_PATH } from '../../test/messages-test-kit';

// Live push of the message service through the real broker, to @stomp/stompjs clients.
let t: TestApp;
let url: string;
const open: StompTestClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${PATH}`;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.client.deactivate({ force: true })));
  await t?.close();
});

/** A connected client subscribed to `destination`. */
async function listen(token: string, destination: string): Promise<StompTestClient> {
  const c = stompClient(url, { Authorization: token });
  open.push(c);
  await within(5000, c.connected, 'CONNECTED');
  c.subscribe(destination);
  await settled(c);
  return c;
}

const pushOf = async (c: StompTestClient, destination: string) =>
  JSON.parse((await c.nextMessage(destination)).body) as LivePush;

describe('pushes of the message service (LivePush, destinations.ts)', () => {
  const topic = liveDestinations.user('H001', 'frontdesk');

  it('pushes a new message to each recipient, then its read state to the other tabs', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const c = await listen(token, topic);
    const admin = (await loginAs(t.app, 'G001', 'groupadmin')).jwtToken;
    const next = pushOf(c, topic);
    const sent = await ok(
      calls(t.app, admin).publish({
        messageTitle: 'Towels',
        messageText: 'Short',
        messageType: 'PRIVATE',
        messageLevel: 'SERIOUS',
        audience: { departments: [{ unitCode: 'H001', code: 'FRONT' }] },
      }),
    );
    const push = await next;
    expect(push).toMatchObject({
      type: 'message',
      message: {
        messageId: sent.messageId,
        messageTitle: 'Towels',
        messageLevel: 'SERIOUS',
        readState: 'F',
        srcUsercode: 'groupadmin',
      },
    });

    const readPush = pushOf(c, topic);
    await ok(calls(t.app, token).mark(sent.messageId, 'T'));
    expect(await readPush).toEqual({
      type: 'read-state',
      messageIds: [sent.messageId],
      readState: 'T',
    });
  });

  it('pushes notice updates and removals by messageId', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const c = await listen(token, topic);
    const admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
    const created = pushOf(c, topic);
    const sent = await ok(
      calls(t.app, admin).publish({
        messageTitle: 'Tip',
        messageType: 'SYSTEM',
        isShow: 'T',
        audience: { units: [{ unitCode: 'H001' }] },
      }),
    );
    expect((await created).type).toBe('message');
    const path = `${PUBLISH_CALLS_PATH}/${sent.messageId}`;
    const updated = pushOf(c, topic);
    await ok(api(t.app, 'PUT', path, { token: admin, body: { messageTitle: 'Tip 2' } }));
    expect(await updated).toMatchObject({
      type: 'notice-update',
      message: { messageId: sent.messageId, messageTitle: 'Tip 2', isShow: 'T' },
    });
    const removed = pushOf(c, topic);
    await ok(api(t.app, 'DELETE', path, { token: admin }));
    expect(await removed).toEqual({ type: 'notice-remove', messageId: sent.messageId });
  });

  it('shortens a text past the fan-out limit; the detail has all of it', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const c = await listen(token, topic);
    const admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
    const text = '长文本 long text "quoted" '.repeat(800);
    const next = pushOf(c, topic);
    const sent = await ok(
      calls(t.app, admin).publish({
        messageTitle: 'Long',
        messageText: text,
        audience: { users: [{ unitCode: 'H001', userCode: 'frontdesk' }] },
      }),
    );
    const push = await next;
    if (push.type !== 'message') throw new Error(push.type);
    expect(push.message.messageText.length).toBeLessThan(text.length);
    expect(push.message.messageText.endsWith('…')).toBe(true);
    expect(text.startsWith(push.message.messageText.slice(0, -1))).toBe(true);
    expect((await ok(calls(t.app, token).detail(sent.messageId))).messageText).toBe(text);
  });

  it('reaches a user signed in to another unit on that unit’s user topic', async () => {
    const home = (await loginAs(t.app, 'G001', 'groupadmin')).jwtToken;
    const switched = await ok(
      api<string>(t.app, 'POST', '/uc/sso/changeLoginInfo', {
        token: home,
        body: { orgCode: 'H001', appCode: 'SSO' },
      }),
    );
    const destination = liveDestinations.user('H001', 'groupadmin');
    const c = await listen(switched, destination);
    const admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
    const next = pushOf(c, destination);
    await ok(
      calls(t.app, admin).publish({
        messageTitle: 'For the group administrator',
        audience: { users: [{ unitCode: 'G001', userCode: 'groupadmin' }] },
      }),
    );
    expect((await next).type).toBe('message');
  });
});

describe('session events close the sockets (LivePush "session")', () => {
  async function expectEnded(c: StompTestClient, destination: string, event: string) {
    const push = await pushOf(c, destination);
    expect(push).toEqual({ type: 'session', event });
    await within(5000, c.closed, 'socket closed');
  }

  it('logout ends the sockets of the session family', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const other = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const topic = liveDestinations.user('H001', 'frontdesk');
    const [c, stays] = [await listen(token, topic), await listen(other, topic)];
    const ended = expectEnded(c, topic, 'logout');
    await call(t.app, 'GET', '/uc/sso/logout', { query: { token } });
    await ended;
    expect(stays.client.connected).toBe(true);
  });

  it('a sign-in under the repeat-login policy ends the older sessions’ sockets', async () => {
    const older = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
    const topic = liveDestinations.user('H002', 'manager');
    const c = await listen(older, topic);
    const ended = expectEnded(c, topic, 'repeat-login');
    const newer = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
    await ended;
    const fresh = await listen(newer, topic);
    expect(fresh.client.connected).toBe(true);
  });

  // modules/self/account.ts: every session ends, the caller's included (a stolen token stops working
  // with the change); the changing page shows its message before it signs out (the SDK).
  it('a password change ends every session’s sockets, the caller’s included', async () => {
    const caller = (await loginAs(t.app, 'PLATFORM', 'translator')).jwtToken;
    const elsewhere = (await loginAs(t.app, 'PLATFORM', 'translator')).jwtToken;
    const topic = liveDestinations.user('PLATFORM', 'translator');
    const [mine, theirs] = [await listen(caller, topic), await listen(elsewhere, topic)];
    const ended = [
      expectEnded(theirs, topic, 'password-changed'),
      expectEnded(mine, topic, 'password-changed'),
    ];
    const answer = await call(t.app, 'POST', '/uc/user/updateUserPassword', {
      token: caller,
      query: { oldPassword: 'Portico#2026', newPassword: 'Portico#2027' },
    });
    expect(answer.result).toBe(0);
    await Promise.all(ended);
  });

  it('a password reset by mail ends every socket of the account', async () => {
    const token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
    const topic = liveDestinations.user('PLATFORM', 'admin');
    const c = await listen(token, topic);
    const ended = expectEnded(c, topic, 'password-changed');
    const account = { unitCode: 'PLATFORM', userCode: 'admin', email: 'admin@portico.example' };
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const validateCode = await lastCodeTo(t.db, account.email);
    const body = { ...account, validateCode, newPassword: 'Portico2027x' };
    expect((await call(t.app, 'POST', '/uc/sso/resetPassword', { body })).result).toBe(0);
    await ended;
  });
});
