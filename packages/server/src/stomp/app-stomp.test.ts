import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { PATH, settled, stompClient, within } from '../test/stomp-test-kit';

// The endpoint as buildApp mounts it, with the real session lookup and the seeded demo users.
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${PATH}`;
});
afterAll(async () => {
  await t?.close();
});

describe('STOMP at the WEB_SOCKET base (api-contract.md §7.9) with demo sign-ins', () => {
  it('lets a signed-in user read their own user, unit and app topics', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const c = stompClient(url, { Authorization: jwtToken });
    await within(5000, c.connected, 'CONNECTED');
    const own = ['/topic/user/H001/frontdesk', '/topic/unit/H001', '/topic/app/GC'];
    own.forEach((destination) => c.subscribe(destination));
    await settled(c);
    const next = c.nextMessage('/topic/user/H001/frontdesk');
    await t.app.stomp.publish('/topic/user/H001/frontdesk', {
      type: 'notice-remove',
      messageId: '1',
    });
    expect(JSON.parse((await next).body)).toEqual({ type: 'notice-remove', messageId: '1' });
    await within(3000, c.client.deactivate(), 'deactivate');
  });

  it.each([
    ["another user's topic", '/topic/user/PLATFORM/admin'],
    ['an app the unit has not opened', '/topic/app/KFPLAT'],
  ])('refuses %s', async (_, destination) => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const c = stompClient(url, { Authorization: jwtToken });
    await c.connected;
    c.subscribe(destination);
    expect((await within(5000, c.firstError, 'ERROR')).headers.message).toMatch(/^forbidden/);
    await c.client.deactivate({ force: true });
  });

  it('refuses a token once its session has logged out', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    await call(t.app, 'GET', '/uc/sso/logout', { query: { token: jwtToken } });
    const c = stompClient(url, { Authorization: jwtToken });
    expect((await within(5000, c.firstError, 'ERROR')).headers.message).toMatch(/^unauthorized/);
    await c.client.deactivate({ force: true });
  });
});
