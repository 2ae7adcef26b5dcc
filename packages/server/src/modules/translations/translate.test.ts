import { ResultCode } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type KvBatchResult, type KvTranslatesResult } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRANSLATIONS } from '../../db/demo/config';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pull = (appCode: string, language: string, lastPullDate?: string) =>
  call<KvTranslatesResult>(t.app, 'GET', '/translate/kv_translate/kv_translates', {
    headers: { appCode, language },
    query: lastPullDate === undefined ? {} : { lastPullDate },
  });

describe('GET /translate/kv_translate/kv_translates (api-contract.md §7.8)', () => {
  it('answers every entry of the app and locale first, then only what changed after lastPullDate', async () => {
    const first = await pull('UC', 'en-US');
    const expected = DEMO_TRANSLATIONS.filter((r) => r.appCode === 'UC' && r.lang === 'en-US');
    expect(first.retVal.translatesDTOs).toHaveLength(expected.length);
    expect(first.retVal.translatesDTOs.find((r) => r.key === 'menu.UC_SYSTEM')).toMatchObject({
      value: 'System management',
      page: 'menu',
      appCode: 'UC',
      lang: 'en-US',
    });
    expect(first.retVal.lastPullDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const again = await pull('UC', 'en-US', first.retVal.lastPullDate!);
    expect(again.retVal).toEqual({ translatesDTOs: [], lastPullDate: first.retVal.lastPullDate });

    const zh = await pull('UC', 'zh-CN');
    expect(zh.retVal.translatesDTOs.find((r) => r.key === 'menu.UC_SYSTEM')?.value).toBe(
      '系统管理',
    );
  });

  it('answers an empty list and a null date for an app without entries; 40001 for bad input', async () => {
    expect((await pull('NOPE', 'en-US')).retVal).toEqual({
      translatesDTOs: [],
      lastPullDate: null,
    });
    expect((await pull('UC', 'en-US', 'yesterday')).result).toBe(ServerCode.INVALID_INPUT);
    const noApp = await call(t.app, 'GET', '/translate/kv_translate/kv_translates');
    expect(noApp.result).toBe(ServerCode.INVALID_INPUT);
    expect(noApp.msg).toContain('appcode');
    // Epoch milliseconds are read too.
    expect((await pull('UC', 'en-US', String(Date.now() + 60_000))).retVal.translatesDTOs).toEqual(
      [],
    );
  });
});

describe('POST /translate/kv_translate/batch (api-contract.md §7.8)', () => {
  it('saves a batch for a translator; the next incremental pull carries exactly the changes', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'translator');
    const before = await pull('GC', 'en-US');
    const body = {
      appCode: 'GC',
      lang: 'en-US',
      data: [
        { key: 'menu.GC_OPS', value: 'Hotel operations', page: 'menu' },
        { key: 'gc.new.key', value: 'New text', page: 'checkin' },
        { key: 'gc.new.key', value: 'Newer text', page: 'checkin' },
      ],
    };
    const saved = await call<KvBatchResult>(t.app, 'POST', '/translate/kv_translate/batch', {
      token: jwtToken,
      body,
    });
    expect(saved.retVal).toEqual({ saved: 2 });
    const after = await pull('GC', 'en-US', before.retVal.lastPullDate!);
    expect(after.retVal.translatesDTOs.map((r) => [r.key, r.value]).sort()).toEqual([
      ['gc.new.key', 'Newer text'],
      ['menu.GC_OPS', 'Hotel operations'],
    ]);
    expect(after.retVal.lastPullDate! > before.retVal.lastPullDate!).toBe(true);
    expect((await pull('GC', 'zh-CN', before.retVal.lastPullDate!)).retVal.translatesDTOs).toEqual(
      [],
    );
  });

  it('allows unit administrators, refuses other users (40301) and anonymous callers (50001)', async () => {
    const body = { appCode: 'GC', lang: 'zh-CN', data: [{ key: 'gc.admin', value: '管理员' }] };
    const manager = await loginAs(t.app, 'H002', 'manager');
    expect(
      (
        await call(t.app, 'POST', '/translate/kv_translate/batch', {
          token: manager.jwtToken,
          body,
        })
      ).result,
    ).toBe(0);
    const frontdesk = await loginAs(t.app, 'H001', 'frontdesk');
    expect(
      (
        await call(t.app, 'POST', '/translate/kv_translate/batch', {
          token: frontdesk.jwtToken,
          body,
        })
      ).result,
    ).toBe(ServerCode.FORBIDDEN);
    expect((await call(t.app, 'POST', '/translate/kv_translate/batch', { body })).result).toBe(
      ResultCode.LOGOUT,
    );
  });

  it('validates the batch, naming the field, and writes nothing of a refused one', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'translator');
    const before = await pull('GC', 'en-US');
    for (const body of [
      { appCode: 'GC', lang: 'fr-FR', data: [{ key: 'a', value: 'b' }] },
      { appCode: 'GC', lang: 'en-US', data: [] },
      {
        appCode: 'GC',
        lang: 'en-US',
        data: [
          { key: 'ok', value: 'fine' },
          { key: '', value: 'b' },
        ],
      },
    ]) {
      const envelope = await call(t.app, 'POST', '/translate/kv_translate/batch', {
        token: jwtToken,
        body,
        headers: { language: 'en-US' },
      });
      expect(envelope.result).toBe(ServerCode.INVALID_INPUT);
      expect(envelope.msg).toMatch(/lang|data/);
    }
    expect((await pull('GC', 'en-US', before.retVal.lastPullDate!)).retVal.translatesDTOs).toEqual(
      [],
    );
  });
});
