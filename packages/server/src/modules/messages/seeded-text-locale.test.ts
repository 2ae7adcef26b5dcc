import type { PagedResult } from '@portico/sdk';
import type { AppLinkInfo } from '@portico/sdk/internal';
import type { AdminAppLink } from '@portico/sdk/contract';
import type { Message } from '@portico/sdk/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';
import { calls, ok } from '../../test/messages-test-kit';

// product.md §1: seeded data reads in the reader's language, the system tips of the shell's
// notice strip (§4) and the "My Apps" descriptions (§2.7) included, on the hub and in a child app.
let t: TestApp;
let frontdesk: ReturnType<typeof calls>;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  frontdesk = calls(t.app, (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken);
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const tips = (page: PagedResult<Message>) => page.datas.filter((m) => m.isShow === 'T');

describe('seeded system tips in the reader locale (product.md §1, §4; api-contract.md §7.7)', () => {
  it('answers the zh-CN wording for language=zh-CN and the stored one for en-US or none', async () => {
    const zh = tips(await ok(frontdesk.notices({ language: 'zh-CN' })));
    expect(zh.map((m) => m.messageTitle)).toEqual([
      '今晚 23:00–23:30 系统升级',
      '提示：在消息中心按回车键搜索',
    ]);
    expect(zh[0]!.messageText).toBe('登录可能中断几分钟，请在 23:00 前保存您的工作。');
    const en = tips(await ok(frontdesk.notices({ language: 'en-US' })));
    expect(en.map((m) => m.messageTitle)).toEqual([
      'System upgrade tonight 23:00–23:30',
      'Tip: press Enter to search the message centre',
    ]);
    const stored = tips(await ok(frontdesk.notices()));
    expect(stored.map((m) => m.messageTitle)).toEqual(en.map((m) => m.messageTitle));
  });

  it('localizes the detail and the private list, and searches the title the reader sees', async () => {
    const [tip] = tips(await ok(frontdesk.notices()));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/internal-message/api/backstage/messageReciveList/${tip!.messageId}`,
      query: { language: 'zh-CN' },
      headers: { authorization: (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken },
    });
    expect(detail.json().retVal.messageTitle).toBe('今晚 23:00–23:30 系统升级');
    const now = new Date();
    const range = {
      publishStartDate: new Date(now.getTime() - 6 * 86_400_000).toISOString(),
      publishEndDate: now.toISOString(),
    };
    const found = await ok(
      frontdesk.userList({ ...range, titleKeyword: '消防演习', language: 'zh-CN' }),
    );
    expect(found.datas.map((m) => m.messageTitle)).toEqual(['今天 15:00 消防演习']);
  });

  it("a publisher's edit is what readers of every locale see, the seeded wording dropped", async () => {
    const seeded = (await ok(frontdesk.notices({ language: 'zh-CN' }))).datas.find(
      (m) => m.messageTitle === '新的入住政策',
    )!;
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/internal-message/api/backstage/messages/${seeded.messageId}`,
      headers: { authorization: jwtToken },
      payload: { messageTitle: 'Check-in policy postponed' },
    });
    expect(edited.json().result).toBe(0);
    const after = await ok(frontdesk.notices({ language: 'zh-CN' }));
    const titles = after.datas.map((m) => m.messageTitle);
    expect(titles).toContain('Check-in policy postponed');
    expect(titles).not.toContain('新的入住政策');
  });

  it('refuses an unknown language with an envelope error, never a 500', async () => {
    const answer = await frontdesk.notices({ language: 'xx' });
    expect(answer.result).toBe(40001);
  });
});

describe('"My Apps" links in the reader locale (product.md §1, §2.7; api-contract.md §7.6)', () => {
  const links = async (language: string) => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const answer = await call<AppLinkInfo[]>(t.app, 'GET', '/uc/loginApps', {
      token: jwtToken,
      headers: { language },
    });
    return answer.retVal.map((l) => l.descript);
  };

  it('answers the seeded descriptions in the language header locale', async () => {
    expect(await links('zh-CN')).toEqual(['海港控制台', '收益管理（无地址）', '海港内网']);
    expect(await links('en-US')).toEqual([
      'Harbour console',
      'Revenue management (no address)',
      'Harbour intranet',
    ]);
  });

  it("shows an administrator's new description in every locale, the old wording dropped", async () => {
    const g001 = await unitId(t.db, 'G001');
    const listed = await as<AdminAppLink[]>('G001/groupadmin', 'GET', '/uc/apply/links', {
      query: { unitId: g001 },
    });
    const { descriptions, ...intranet } = listed.retVal.find((l) => l.code === 'INTRANET')!;
    expect(descriptions).toEqual({ 'zh-CN': '海港内网' });
    // A client that sends no wording per locale (an older console, a script).
    const saved = await as('G001/groupadmin', 'PUT', '/uc/apply/saveLink', {
      body: { ...intranet, descript: 'Staff portal' },
    });
    expect(saved.result).toBe(0);
    expect((await links('zh-CN'))[2]).toBe('Staff portal');
    expect((await links('en-US'))[2]).toBe('Staff portal');
    // Saving a link without changing its description keeps the other wording.
    const gc = listed.retVal.find((l) => l.code === 'GC')!;
    await as('G001/groupadmin', 'PUT', '/uc/apply/saveLink', { body: gc });
    expect((await links('zh-CN'))[0]).toBe('海港控制台');
  });

  it('keeps the wording per locale an administrator writes, and lists it for editing', async () => {
    const g001 = await unitId(t.db, 'G001');
    const listed = await as<AdminAppLink[]>('G001/groupadmin', 'GET', '/uc/apply/links', {
      query: { unitId: g001 },
    });
    const gc = listed.retVal.find((l) => l.code === 'GC')!;
    const saved = await as('G001/groupadmin', 'PUT', '/uc/apply/saveLink', {
      body: { ...gc, descript: 'Console', descriptions: { 'zh-CN': '控制台', 'en-US': '' } },
    });
    expect(saved.result).toBe(0);
    expect((await links('zh-CN'))[0]).toBe('控制台');
    expect((await links('en-US'))[0]).toBe('Console');
    const again = await as<AdminAppLink[]>('G001/groupadmin', 'GET', '/uc/apply/links', {
      query: { unitId: g001 },
    });
    expect(again.retVal.find((l) => l.code === 'GC')?.descriptions).toEqual({ 'zh-CN': '控制台' });
    // Too long a wording is a field error in the envelope, nothing written.
    const refused = await as('G001/groupadmin', 'PUT', '/uc/apply/saveLink', {
      body: { ...gc, descriptions: { 'zh-CN': 'x'.repeat(201) } },
    });
    expect(refused.result).not.toBe(0);
    expect((await links('zh-CN'))[0]).toBe('控制台');
  });
});
