import { translate } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type AdminUnit, type DomainRecord } from '@portico/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOf } from '../../http/locale';
import { createCaller, unitId } from '../../test/admin-test-kit';
import { verificationCodes } from '../../db/schema';
import { lastMessageTo } from '../../test/outbox';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/**
 * A unit's default language (product.md §4 "Language"): the saved choice, then the `language`
 * parameter, then Accept-Language, then the unit's default, then zh-CN. The default is a unit
 * setting that a unit without its own inherits from the nearest unit above it that sets one.
 */

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const PLATFORM = 'PLATFORM/admin';
const GROUP = 'G001/groupadmin';

async function setLanguage(account: string, unitCode: string, language: string | null) {
  const id = await unitId(t.db, unitCode);
  return as<AdminUnit>(account, 'PUT', '/uc/unit/update', { body: { id, language } });
}

async function unitLanguageAtLogin(unitCode: string, userCode: string) {
  return (await loginAs(t.app, unitCode, userCode)).unitLanguage;
}

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the server decides a language in order: parameter, browser, unit, zh-CN', () => {
  it.each([
    [
      'the language header wins over all',
      { language: 'en-US', 'accept-language': 'zh' },
      'zh-CN',
      'en-US',
    ],
    ['Accept-Language wins over the unit', { 'accept-language': 'zh-CN,zh' }, 'en-US', 'zh-CN'],
    [
      'the unit when the browser speaks neither',
      { 'accept-language': 'fr-FR,de' },
      'en-US',
      'en-US',
    ],
    ['the unit when nothing is sent', {}, 'en-US', 'en-US'],
    ['zh-CN when no unit sets one', { 'accept-language': 'fr' }, null, 'zh-CN'],
  ] as const)('%s', (_name, headers, unitDefault, expected) => {
    expect(localeOf(request(headers), unitDefault)).toBe(expected);
  });
});

describe('a unit default language, inherited down the tree (units.language)', () => {
  it('is none for the seeded tree, and refuses a language Portico does not speak', async () => {
    expect(await unitLanguageAtLogin('H001', 'frontdesk')).toBeNull();
    const bad = await setLanguage(PLATFORM, 'G001', 'fr-FR');
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    expect(bad.msg).toContain('language');
  });

  it("a hotel takes its group's, then its own, then its group's again", async () => {
    const group = await setLanguage(PLATFORM, 'G001', 'en-US');
    expect(group.retVal).toMatchObject({
      code: 'G001',
      language: 'en-US',
      inheritedLanguage: null,
    });
    const detail = await as<AdminUnit>(GROUP, 'GET', '/uc/unit/detail', {
      query: { id: await unitId(t.db, 'H001') },
    });
    expect(detail.retVal).toMatchObject({ language: null, inheritedLanguage: 'en-US' });
    expect(await unitLanguageAtLogin('H001', 'frontdesk')).toBe('en-US');
    expect(await unitLanguageAtLogin('G001', 'groupadmin')).toBe('en-US');
    // The platform above the group sets none.
    expect(await unitLanguageAtLogin('PLATFORM', 'admin')).toBeNull();

    const own = await setLanguage(GROUP, 'H001', 'zh-CN');
    expect(own.retVal).toMatchObject({ language: 'zh-CN', inheritedLanguage: 'en-US' });
    expect(await unitLanguageAtLogin('H001', 'frontdesk')).toBe('zh-CN');

    // An update that leaves the language out keeps it; null hands it back to the group.
    const renamed = await as<AdminUnit>(GROUP, 'PUT', '/uc/unit/update', {
      body: { id: await unitId(t.db, 'H001'), descript: 'Harbour Hotel Shanghai' },
    });
    expect(renamed.retVal.language).toBe('zh-CN');
    await setLanguage(GROUP, 'H001', null);
    expect(await unitLanguageAtLogin('H001', 'frontdesk')).toBe('en-US');
  });

  it('lists each unit with its own and its inherited language', async () => {
    const list = await as<{ datas: AdminUnit[] }>(GROUP, 'GET', '/uc/unit/list');
    const byCode = new Map(list.retVal.datas.map((unit) => [unit.code, unit]));
    expect(byCode.get('G001')).toMatchObject({ language: 'en-US', inheritedLanguage: null });
    expect(byCode.get('H002')).toMatchObject({ language: null, inheritedLanguage: 'en-US' });
  });

  it('a new unit may be given one when it is added', async () => {
    const added = await as<AdminUnit>(GROUP, 'POST', '/uc/unit/add', {
      body: {
        code: 'H_LANG',
        descript: 'Language hotel',
        type: 'HOTEL',
        parentId: await unitId(t.db, 'G001'),
        language: 'zh-CN',
      },
    });
    expect(added.retVal).toMatchObject({ language: 'zh-CN', inheritedLanguage: 'en-US' });
  });

  it("the sign-in page's host lookup names the default of the host's unit", async () => {
    const added = await as(GROUP, 'POST', '/uc/domain/add', {
      body: { domain: 'lang-hotel.example.com', orgCode: 'H001' },
    });
    expect(added.result).toBe(0);
    const lookup = await call<DomainRecord>(t.app, 'GET', '/uc/domain/lookup', {
      query: { domain: 'lang-hotel.example.com' },
    });
    expect(lookup.retVal).toMatchObject({ orgCode: 'H001', unitLanguage: 'en-US' });
  });

  it("mails a password reset in the unit's language to a browser that speaks neither", async () => {
    const account = { unitCode: 'H001', userCode: 'frontdesk', email: 'frontdesk@harbour.example' };
    const english = translate('en-US', 'serverAdmin.mail.resetSubject');
    const chinese = translate('zh-CN', 'serverAdmin.mail.resetSubject');
    for (const [headers, subject] of [
      [{ 'accept-language': 'fr-FR,fr;q=0.9' }, english],
      [{ 'accept-language': 'zh-CN' }, chinese],
      [{ 'accept-language': 'fr', language: 'zh-CN' }, chinese],
    ] as const) {
      // A second code within the minute is refused as too soon: each send starts afresh.
      await t.db.delete(verificationCodes);
      const sent = await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', {
        body: account,
        headers,
      });
      expect(sent.result, JSON.stringify(headers)).toBe(0);
      expect((await lastMessageTo(t.db, account.email)).subject).toBe(subject);
    }
  });
});
