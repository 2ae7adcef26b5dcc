import { describe, expect, it } from 'vitest';
import { PorticoApiError } from '../http/errors';
import {
  getMessageDetail,
  getUnreadCount,
  listNotices,
  listUserMessages,
  MESSAGE_CALLS_PATH,
  MessagingValidationError,
  pageOrEmpty,
  setReadState,
  setReadStates,
} from './messages-api';
import { createFakeMessageApi, createTestClient, loginResult, makeMessage } from './test-support';

function setup(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const api = createFakeMessageApi([
    makeMessage('m1'),
    makeMessage('n1', { messageType: 'NOTICE' }),
  ]);
  const client = createTestClient(api, { locale });
  client.startSession(loginResult());
  return { api, client };
}

describe('message calls (api-contract.md §7.7)', () => {
  it('PUT /readState sends messageId, readState, targetAppcode, targetUsercode as PUT', async () => {
    const { api, client } = setup();
    await setReadState(client, 'm1', 'T');
    const [call] = api.callsTo('/readState');
    expect(call?.method).toBe('PUT');
    expect(call?.path).toBe(`${MESSAGE_CALLS_PATH}/readState`);
    expect(call?.body).toEqual({
      messageId: 'm1',
      readState: 'T',
      targetAppcode: 'GC',
      targetUsercode: 'frontdesk',
    });
    expect(call?.headers.authorization).toBe('token-1');
  });

  it('PUT /readStates sends messageIds, readState, targetOrgcode and the target app and user', async () => {
    const { api, client } = setup();
    await setReadStates(client, ['m1', 'n1'], 'F');
    expect(api.callsTo('/readStates')[0]?.body).toEqual({
      messageIds: ['m1', 'n1'],
      readState: 'F',
      targetOrgcode: 'H001',
      targetAppcode: 'GC',
      targetUsercode: 'frontdesk',
    });
  });

  it("a batch with nothing selected is refused before any call (product.md §5 'please select messages first')", async () => {
    const { api, client } = setup();
    const refused = setReadStates(client, [], 'T');
    await expect(refused).rejects.toBeInstanceOf(MessagingValidationError);
    await expect(refused).rejects.toThrow('please select messages first');
    expect(api.calls).toEqual([]);
  });

  it('GET /{messageId} answers the detail', async () => {
    const { client } = setup();
    expect(await getMessageDetail(client, 'm1')).toMatchObject({ messageId: 'm1' });
  });

  it("a failed detail reads '查询详情失败：' + reason (api-contract.md §8), through the i18n key", async () => {
    const { client } = setup('zh-CN');
    const failed = getMessageDetail(client, 'missing');
    await expect(failed).rejects.toBeInstanceOf(PorticoApiError);
    await expect(failed).rejects.toThrow('查询详情失败：no such message');
    await expect(failed).rejects.toMatchObject({ result: 1 });
  });

  it('GET /unReadNum answers the count; a wrapped or odd value is read safely', async () => {
    const { api, client } = setup();
    expect(await getUnreadCount(client)).toBe(2);
    api.override(`${MESSAGE_CALLS_PATH}/unReadNum`, () => ({
      body: { result: 0, msg: '', retVal: { count: '7' } },
    }));
    expect(await getUnreadCount(client)).toBe(7);
    api.override(`${MESSAGE_CALLS_PATH}/unReadNum`, () => ({
      body: { result: 0, msg: '', retVal: null },
    }));
    expect(await getUnreadCount(client)).toBe(0);
  });

  it('GET /userMessageList: firstResult, pageSize 10, sort=publish_date:desc, only non-empty filters', async () => {
    const { api, client } = setup();
    await listUserMessages(client, {
      current: 3,
      filters: {
        readState: 'F',
        srcUsername: '  ',
        srcUsercode: ' admin ',
        titleKeyword: '',
        publishStartDate: '2026-03-01',
        publishEndDate: new Date(2026, 2, 7, 23, 59, 59),
      },
    });
    const [call] = api.callsTo('/userMessageList');
    expect(call?.query).toEqual({
      firstResult: '20',
      pageSize: '10',
      sort: 'publish_date:desc',
      readState: 'F',
      srcUsercode: 'admin',
      publishStartDate: '2026-03-01 00:00:00',
      publishEndDate: '2026-03-07 23:59:59',
      targetAppcode: 'GC',
      targetUsercode: 'frontdesk',
      targetOrgcode: 'H001',
      language: 'en-US',
    });
    // Paged calls carry the no-message header (api-contract.md §7.1).
    expect(call?.headers.nomessage).toBe('true');
    // No language header on message calls (§7.1): the locale goes as a query parameter.
    expect(call?.headers.language).toBeUndefined();
  });

  it.each([
    ['a filter without a range', { titleKeyword: 'x' }, 'Please choose a publish time range'],
    [
      'a range over seven days',
      { publishStartDate: '2026-03-01', publishEndDate: '2026-03-09' },
      'The publish time range cannot exceed 7 days',
    ],
  ])('product.md §5: %s is refused before any call', async (_, filters, text) => {
    const { api, client } = setup();
    await expect(listUserMessages(client, { filters })).rejects.toThrow(text);
    expect(api.calls).toEqual([]);
  });

  it("GET /noticeList sends firstResult, pageSize and the reader's locale", async () => {
    const { api, client } = setup();
    const page = await listNotices(client, 2);
    expect(api.callsTo('/noticeList')[0]?.query).toEqual({
      firstResult: '10',
      pageSize: '10',
      language: 'en-US',
    });
    expect(page.totalRows).toBe(1);
  });
});

describe('list failure (api-contract.md §8 "table emptied, total 0")', () => {
  it('a failed list becomes an empty page with total 0, keeping the error', async () => {
    const { api, client } = setup();
    api.override(`${MESSAGE_CALLS_PATH}/noticeList`, () => ({ status: 500, body: {} }));
    const page = await pageOrEmpty(listNotices(client));
    expect(page).toMatchObject({ datas: [], totalRows: 0 });
    expect(page.error).toBeInstanceOf(PorticoApiError);
  });

  it('a refused search is not a list failure: it is rethrown', async () => {
    const { client } = setup();
    await expect(
      pageOrEmpty(listUserMessages(client, { filters: { readState: 'T' } })),
    ).rejects.toBeInstanceOf(MessagingValidationError);
  });
});
