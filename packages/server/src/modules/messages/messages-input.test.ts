import { formatSearchDate, ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { api, calls, MESSAGE_CALLS_PATH } from '../../test/messages-test-kit';

// DESIGN.md "Security model": a bad input gets an envelope error, never a 500 (50000).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lastWeek = () => {
  const end = new Date();
  const start = new Date(end.getTime() - 6 * 86_400_000);
  return { publishStartDate: formatSearchDate(start), publishEndDate: formatSearchDate(end) };
};

describe('every input is validated: odd input never answers 50000', () => {
  const nul = 'a\u0000b';
  const cases: [
    string,
    'GET' | 'PUT' | 'POST',
    string,
    { body?: unknown; query?: Record<string, string> },
  ][] = [
    ['NUL in a keyword', 'GET', 'userMessageList', { query: { titleKeyword: nul, ...lastWeek() } }],
    [
      'NUL in a publisher code',
      'GET',
      'userMessageList',
      { query: { srcUsercode: nul, ...lastWeek() } },
    ],
    [
      'a date before year 1000',
      'GET',
      'userMessageList',
      {
        query: {
          publishStartDate: '-271821-04-20T00:00:00.000Z',
          publishEndDate: '-271821-04-21T00:00:00.000Z',
        },
      },
    ],
    ['a far page', 'GET', 'userMessageList', { query: { firstResult: '999999999' } }],
    ['a huge pageSize', 'GET', 'noticeList', { query: { pageSize: '99999999' } }],
    ['a non-numeric page', 'GET', 'noticeList', { query: { firstResult: 'abc' } }],
    ['a long id', 'GET', 'x'.repeat(90), {}],
    ['an id with SQL', 'GET', encodeURIComponent("1' or '1'='1"), {}],
    ['NUL in an id', 'PUT', 'readState', { body: { messageId: nul, readState: 'T' } }],
    [
      'ids of every type',
      'PUT',
      'readStates',
      { body: { messageIds: [1, null, {}], readState: 'T' } },
    ],
    ['a string as the body', 'PUT', 'readStates', { body: '"T"' }],
    ['an array as the body', 'POST', 'readState', { body: [1, 2] }],
  ];
  it.each(cases)('%s', async (_, method, path, options) => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const answer = await api(t.app, method, `${MESSAGE_CALLS_PATH}/${path}`, { token, ...options });
    expect(answer.result).not.toBe(ServerCode.INTERNAL);
    expect([0, ServerCode.INVALID_INPUT, ServerCode.NOT_FOUND]).toContain(answer.result);
  });

  it.each([
    ['NUL in a title', { messageTitle: nul }],
    ['NUL in a text', { messageText: nul }],
    ['NUL in a unit code', { audience: { units: [{ unitCode: nul }] } }],
    ['a string audience', { audience: 'everyone' }],
    ['withSubUnits as text', { audience: { units: [{ unitCode: 'H001', withSubUnits: 'yes' }] } }],
  ])('publish with %s', async (_, change) => {
    const token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
    const body = { messageTitle: 't', audience: { units: [{ unitCode: 'H001' }] }, ...change };
    const answer = await calls(t.app, token).publish(body);
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
  });
});
