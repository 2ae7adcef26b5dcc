import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AdminUserDetail, SavedCount } from './admin-users';
import { inputPlace, isAdminFamily, methodsOf, type CallInput, type CallOutput } from './call';
import { callApi, callApiEnvelope, listApi } from './call-api';
import { CALL_LIST, ORG_CALLS, RESOURCE_CALLS, SELF_CALLS, USER_CALLS } from './calls';
import type { Envelope } from './envelope';
import type { MenuResource } from './apps';

/** Calls declared once (DESIGN.md "Contracts that everything shares"), made through the HTTP client. */
const fakeHttp = () => ({
  request: vi.fn(async () => 'answer' as never),
  list: vi.fn(async () => ({ datas: [], totalRows: 0 })),
});

describe('call declarations', () => {
  it('send the fields where the method puts them: query for GET and DELETE, body otherwise', async () => {
    const http = fakeHttp();
    await callApi(http, USER_CALLS.detail, { id: 'u1' });
    await callApi(http, USER_CALLS.updateState, { id: 'u1', status: 'disabled' });
    await callApi(http, USER_CALLS.delete, { id: 'u2' });
    expect(http.request.mock.calls).toEqual([
      ['UC', '/user/detail', { method: 'GET', query: { id: 'u1' } }],
      ['UC', '/user/updateState', { method: 'PUT', body: { id: 'u1', status: 'disabled' } }],
      ['UC', '/user/delete', { method: 'DELETE', query: { id: 'u2' } }],
    ]);
  });

  it('send path parameters in the path and a query-placed POST in the query (api-contract.md §7.4, §7.5)', async () => {
    const http = fakeHttp();
    await callApi(http, ORG_CALLS.byCode, { code: 'H 001' });
    await callApi(http, SELF_CALLS.updatePassword, { oldPassword: 'a', newPassword: 'b' });
    expect(http.request.mock.calls).toEqual([
      ['UC', '/org/code/H%20001', { method: 'GET', query: {} }],
      [
        'UC',
        '/user/updateUserPassword',
        { method: 'POST', query: { oldPassword: 'a', newPassword: 'b' } },
      ],
    ]);
  });

  it('hand back the envelope of a declared call with the results the caller answers itself (api-contract.md §8)', async () => {
    const envelope = { result: 40401, msg: 'not found', retVal: null };
    const http = { requestEnvelope: vi.fn(async () => envelope as never) };
    const answer = await callApiEnvelope(
      http,
      RESOURCE_CALLS.menu,
      { identity: 'm1', appCode: 'crm' },
      { returnResults: [40401] },
    );
    expect(answer).toBe(envelope);
    expect(http.requestEnvelope).toHaveBeenCalledWith('UC', '/resource/menu', {
      method: 'GET',
      query: { identity: 'm1', appCode: 'crm' },
      returnResults: [40401],
    });
    expectTypeOf(answer).toEqualTypeOf<Envelope<MenuResource>>();
  });

  it('name who may call: an administration family or a rule (signed in, translator, public)', () => {
    expect(isAdminFamily(USER_CALLS.list.family)).toBe(true);
    expect(isAdminFamily(SELF_CALLS.menuTree.family)).toBe(false);
    expect(SELF_CALLS.menuTree.family).toBe('signedIn');
  });

  it('page through http.list with the UI page parameters (api-contract.md §7.1)', async () => {
    const http = fakeHttp();
    await listApi(http, USER_CALLS.list, { current: 2, pageSize: 20, unitId: 'h1' });
    expect(http.list).toHaveBeenCalledWith('UC', '/user/list', {
      current: 2,
      pageSize: 20,
      unitId: 'h1',
    });
  });

  it('infer the input and the answer from the declaration', () => {
    expectTypeOf<CallOutput<typeof USER_CALLS.detail>>().toEqualTypeOf<AdminUserDetail>();
    expectTypeOf<CallOutput<typeof USER_CALLS.saveUserAuthInfo>>().toEqualTypeOf<SavedCount>();
    expectTypeOf<CallInput<typeof USER_CALLS.updateState>>().toEqualTypeOf<{
      id: string;
      status: 'enabled' | 'disabled';
    }>();
    // @ts-expect-error a status the contract does not have
    void callApi(fakeHttp(), USER_CALLS.updateState, { id: 'u1', status: 'gone' });
  });

  it('accept the method aliases of api-contract.md §7.1: PUT and DELETE also as POST', () => {
    expect(methodsOf(USER_CALLS.update)).toEqual(['PUT', 'POST']);
    expect(methodsOf(USER_CALLS.delete)).toEqual(['DELETE', 'POST']);
    expect(methodsOf(USER_CALLS.list)).toEqual(['GET']);
    expect(inputPlace(USER_CALLS.add)).toBe('body');
  });

  it('are each declared once: no two calls share a method (aliases included) and path', () => {
    // GET and PUT /apply/oidc are two calls on one path; PUT and POST on one path would clash.
    const keys = CALL_LIST.flatMap((call) =>
      methodsOf(call).map((method) => `${method} ${call.base} ${call.path}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(CALL_LIST).toContain(USER_CALLS.lock);
  });
});
