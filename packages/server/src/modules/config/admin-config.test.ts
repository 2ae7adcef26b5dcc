import { type LoginSystemConfig, type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import {
  type AdminDomainRow,
  type BrandRow,
  type CodeDictRow,
  type MacroRow,
  type ProjectConfig,
} from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller } from '../../test/admin-test-kit';

/** Configuration administration (product.md §2.5 /config, /code/{code}, §3). */
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
const OTHER = 'H002/manager';

async function tablesOf() {
  const tables = [
    schema.domains,
    schema.brands,
    schema.appMacros,
    schema.codeDicts,
    schema.settings,
  ];
  return JSON.stringify(await Promise.all(tables.map((table) => t.db.select().from(table))));
}

describe('domain records (product.md §3 "Domain record", /config/domain-list)', () => {
  it('adds, lists, changes and deletes a record, and the login lookup shows it', async () => {
    const added = await as<AdminDomainRow>(GROUP, 'POST', '/uc/domain/add', {
      body: { domain: 'Hotel-One.Example.COM.', orgCode: 'H001', copyRight: '© Hotel One' },
    });
    expect(added.msg).toBe('');
    expect(added.retVal).toMatchObject({ domain: 'hotel-one.example.com', orgCode: 'H001' });
    const list = await as<PagedResult<AdminDomainRow>>(GROUP, 'GET', '/uc/domain/list', {
      query: { domain: 'hotel-one', firstResult: '0', pageSize: '10' },
    });
    expect(list.retVal.datas.map((d) => d.domain)).toEqual(['hotel-one.example.com']);
    const changed = await as<AdminDomainRow>(GROUP, 'PUT', '/uc/domain/update', {
      body: {
        id: added.retVal.id,
        domain: 'hotel-one.example.com',
        orgCode: 'H001',
        brandCode: 'harbour',
      },
    });
    expect(changed.retVal.brandCode).toBe('harbour');
    const lookup = await t.app.inject({ url: '/uc/domain/lookup?domain=hotel-one.example.com' });
    // Fields left empty fall back to the brand's (modules/config/domains-routes.ts).
    expect(lookup.json().retVal).toMatchObject({ orgCode: 'H001', copyRight: '© Harbour Hotels' });
    const removed = await as(GROUP, 'DELETE', '/uc/domain/delete', {
      query: { id: added.retVal.id },
    });
    expect(removed.result).toBe(0);
  });

  it("refuses a duplicate host ('Domain already exists') and a bad host, naming the field", async () => {
    const dup = await as(PLATFORM, 'POST', '/uc/domain/add', {
      body: { domain: 'LOCALHOST', orgCode: 'PLATFORM' },
    });
    expect({ result: dup.result, msg: dup.msg }).toEqual({
      result: ServerCode.INVALID_INPUT,
      msg: 'Domain already exists',
    });
    const bad = await as(PLATFORM, 'POST', '/uc/domain/add', {
      body: { domain: 'not a host/x', orgCode: 'PLATFORM' },
    });
    expect(bad.msg).toBe('The domain must be a host name (e.g. login.example.com)');
    const logo = await as(PLATFORM, 'POST', '/uc/domain/add', {
      body: { domain: 'ok.example.com', orgCode: 'PLATFORM', logoUrl: 'javascript:alert(1)' },
    });
    expect(logo.msg).toMatch(/logo address/);
  });

  it("hides another unit's records and refuses its units (product.md §6)", async () => {
    const before = await tablesOf();
    const list = await as<PagedResult<AdminDomainRow>>(OTHER, 'GET', '/uc/domain/list');
    expect(list.retVal.datas.map((d) => d.orgCode)).not.toContain('G001');
    const harbour = (
      await as<PagedResult<AdminDomainRow>>(PLATFORM, 'GET', '/uc/domain/list', {
        query: { orgCode: 'G001' },
      })
    ).retVal.datas[0]!;
    const del = await as(OTHER, 'DELETE', '/uc/domain/delete', { query: { id: harbour.id } });
    expect(del.result).toBe(ServerCode.NOT_FOUND);
    const add = await as(OTHER, 'POST', '/uc/domain/add', {
      body: { domain: 'steal.example.com', orgCode: 'H001' },
    });
    expect(add.msg).toBe('The unit code does not exist or is not yours to manage');
    expect(await tablesOf()).toBe(before);
  });
});

describe('domain records of hosts the hub serves (server README "Administration", domain records)', () => {
  const H002_ADMIN = 'H002/manager';
  // The attack: a unit administrator restyles the shared login page of a host every unit uses.
  const claim = {
    domain: '127.0.0.1',
    orgCode: 'H002',
    logoUrl: 'https://evil.test/logo.png',
    copyRight: 'Your password expires today: renew at https://evil.test',
  };

  it('refuses a unit administrator a loopback host, the hub origin, PORTICO_HUB_ORIGIN and the host in use', async () => {
    const before = await tablesOf();
    const refused = await as(H002_ADMIN, 'POST', '/uc/domain/add', { body: claim });
    expect({ result: refused.result, msg: refused.msg }).toEqual({
      result: ServerCode.FORBIDDEN,
      msg: '127.0.0.1 is served by the hub itself (its own address, a loopback name, an IP address or the address in use): only a platform administrator can set its record',
    });
    const zh = await as(H002_ADMIN, 'POST', '/uc/domain/add', {
      body: { ...claim, domain: 'login.localhost' },
      headers: { language: 'zh-CN' },
    });
    expect(zh.msg).toContain('只有平台管理员');
    vi.stubEnv('PORTICO_HUB_ORIGIN', 'https://hub.portico.test:8443');
    vi.stubEnv('OIDC_ISSUER', 'https://id.portico.test/oidc');
    try {
      for (const domain of [
        'hub.portico.test',
        'id.portico.test',
        '127.8.9.10',
        '127.1',
        '10.0.0.8',
        'localhost',
      ]) {
        const answer = await as(H002_ADMIN, 'POST', '/uc/domain/add', {
          body: { ...claim, domain },
        });
        expect(answer.result, domain).toBe(ServerCode.FORBIDDEN);
      }
    } finally {
      vi.unstubAllEnvs();
    }
    // The host this very request came to, whatever its name.
    const inUse = await as(H002_ADMIN, 'POST', '/uc/domain/add', {
      body: { ...claim, domain: 'portal.hotels.test' },
      headers: { host: 'portal.hotels.test:8080' },
    });
    expect(inUse.result).toBe(ServerCode.FORBIDDEN);
    expect(await tablesOf()).toBe(before);
    const lookup = await t.app.inject({ url: '/uc/domain/lookup?domain=127.0.0.1' });
    expect(lookup.json().retVal).toBeNull();
  });

  it("keeps a unit administrator's hands off an existing record of a hub host, the platform's on it", async () => {
    const before = await tablesOf();
    // The seeded harbour.localhost belongs to G001, but it is a loopback host every unit reaches.
    const harbour = (
      await as<PagedResult<AdminDomainRow>>(GROUP, 'GET', '/uc/domain/list', {
        query: { domain: 'harbour.localhost' },
      })
    ).retVal.datas[0]!;
    const moved = await as(GROUP, 'PUT', '/uc/domain/update', {
      body: { id: harbour.id, domain: 'harbour.example.com', orgCode: 'G001' },
    });
    expect(moved.result).toBe(ServerCode.FORBIDDEN);
    const restyled = await as(GROUP, 'PUT', '/uc/domain/update', {
      body: { id: harbour.id, domain: 'harbour.localhost', orgCode: 'G001', copyRight: 'x' },
    });
    expect(restyled.result).toBe(ServerCode.FORBIDDEN);
    const removed = await as(GROUP, 'DELETE', '/uc/domain/delete', { query: { id: harbour.id } });
    expect(removed.result).toBe(ServerCode.FORBIDDEN);
    expect(await tablesOf()).toBe(before);

    const platform = await as<AdminDomainRow>(PLATFORM, 'POST', '/uc/domain/add', {
      body: { domain: '127.0.0.2', orgCode: 'H002', logoUrl: '/uc/logo/file/H002' },
    });
    expect(platform.result).toBe(0);
    expect(
      (await as(PLATFORM, 'DELETE', '/uc/domain/delete', { query: { id: platform.retVal.id } }))
        .result,
    ).toBe(0);
  });

  it('takes only https or hub paths for images, and one line of plain text as the copyright', async () => {
    const before = await tablesOf();
    const own = { domain: 'hotel-two.example.com', orgCode: 'H002' };
    for (const logoUrl of ['http://evil.test/logo.png', '//evil.test/logo.png', '/\\evil.test']) {
      const answer = await as(H002_ADMIN, 'POST', '/uc/domain/add', { body: { ...own, logoUrl } });
      expect(answer.msg, logoUrl).toBe(
        'The logo address must be an https URL or a path on this hub starting with /',
      );
    }
    for (const copyRight of [
      '<a href="https://evil.test">renew</a>',
      'line\nbreak',
      'abc\u202egnp.exe',
    ]) {
      const answer = await as(H002_ADMIN, 'POST', '/uc/domain/add', {
        body: { ...own, copyRight },
      });
      expect(answer.msg, copyRight).toBe(
        'The copyright must be one line of plain text (no < >, control or text-direction characters)',
      );
    }
    // Another unit's host is refused as before, whoever asks.
    const taken = await as(H002_ADMIN, 'POST', '/uc/domain/add', {
      body: { domain: 'harbour.localhost', orgCode: 'H002' },
    });
    expect(taken.result).toBe(ServerCode.FORBIDDEN);
    expect(await tablesOf()).toBe(before);
    // A host of another unit, not the hub's: 'Domain already exists', and it stays that unit's.
    const held = await as<AdminDomainRow>(PLATFORM, 'POST', '/uc/domain/add', {
      body: { domain: 'held.example.com', orgCode: 'H001' },
    });
    const claimed = await as(H002_ADMIN, 'POST', '/uc/domain/add', {
      body: { domain: 'held.example.com', orgCode: 'H002', copyRight: 'Ours now' },
    });
    expect({ result: claimed.result, msg: claimed.msg }).toEqual({
      result: ServerCode.INVALID_INPUT,
      msg: 'Domain already exists',
    });
    const lookup = await t.app.inject({ url: '/uc/domain/lookup?domain=held.example.com' });
    expect(lookup.json().retVal).toMatchObject({ orgCode: 'H001', copyRight: null });
    await as(PLATFORM, 'DELETE', '/uc/domain/delete', { query: { id: held.retVal.id } });
  });
});

describe('brands (/code/{code}), platform only', () => {
  it('adds, reads, changes and deletes a brand', async () => {
    const added = await as<BrandRow>(PLATFORM, 'POST', '/uc/brand/add', {
      body: { code: 'seaside', descript: 'Seaside', backgroundUrl: '/banners/sea.png' },
    });
    expect(added.retVal).toMatchObject({ code: 'seaside', domains: 0 });
    const dup = await as(PLATFORM, 'POST', '/uc/brand/add', {
      body: { code: 'seaside', descript: 'Again' },
    });
    expect(dup.msg).toBe('Brand code already exists');
    const detail = await as<BrandRow>(PLATFORM, 'GET', '/uc/brand/detail', {
      query: { code: 'harbour' },
    });
    expect(detail.retVal).toMatchObject({ descript: 'Harbour Hotels', domains: 1 });
    const changed = await as<BrandRow>(PLATFORM, 'PUT', '/uc/brand/update', {
      body: { code: 'seaside', descript: 'Seaside Resorts' },
    });
    expect(changed.retVal.descript).toBe('Seaside Resorts');
    expect(
      (await as(PLATFORM, 'POST', '/uc/brand/delete', { body: { code: 'seaside' } })).result,
    ).toBe(0);
    const bad = await as(PLATFORM, 'POST', '/uc/brand/add', {
      body: { code: 'a b', descript: '' },
    });
    expect(bad.msg).toBe('The brand code may contain only letters, digits, _ and -');
  });

  it('refuses unit administrators (40301)', async () => {
    const list = await as(GROUP, 'GET', '/uc/brand/list');
    expect(list.result).toBe(ServerCode.FORBIDDEN);
  });
});

describe('project config (product.md §3 "Session/config")', () => {
  const saved: ProjectConfig = {
    apiBases: {
      UC: '/uc',
      INTERNAL_MESSAGE: '',
      WEB_SOCKET: 'wss://ws.example.com/inmail',
      TRANSLATE: '/translate',
    },
    outsideLinks: { protocols: ['https'], domains: ['*.example.com'], ports: ['443'] },
    modules: { MESSAGE: true, USER_BAR: true, LANG: false, DEV_NAVIGATION: true },
    customerFlags: {
      outsideChain: false,
      wanda: false,
      shuxiang: true,
      polin: false,
      kaiyuan: true,
      mazhen: false,
      ssoLogin: false,
      guolv: false,
    },
  };

  it('saves the values and loginSystemConfig.json serves them', async () => {
    const before = await as<ProjectConfig>(PLATFORM, 'GET', '/uc/projectConfig');
    expect(before.retVal.modules.LANG).toBe(true);
    const answer = await as(PLATFORM, 'PUT', '/uc/projectConfig/save', {
      body: { ...saved, outsideLinks: { ...saved.outsideLinks, protocols: ['HTTPS:'] } },
    });
    expect(answer.result).toBe(0);
    const served = await t.app.inject({ url: '/app-config/loginSystemConfig.json' });
    const config = served.json<LoginSystemConfig>();
    expect(config).toMatchObject(saved);
    expect(config.hubUrl).toMatch(/\/sso$/);
  });

  it('refuses bad URLs, protocols and ports, naming the field', async () => {
    const cases: [unknown, string][] = [
      [
        { ...saved, apiBases: { ...saved.apiBases, UC: '' } },
        'Please enter the user centre (UC) API address',
      ],
      [
        { ...saved, apiBases: { ...saved.apiBases, TRANSLATE: 'ftp://x' } },
        'An API address must be empty, a path starting with / or a full URL',
      ],
      [
        { ...saved, outsideLinks: { ...saved.outsideLinks, protocols: ['javascript'] } },
        'A protocol must be a scheme name (e.g. https), and not javascript, data or the like',
      ],
      [
        { ...saved, outsideLinks: { ...saved.outsideLinks, ports: ['70000'] } },
        'A port must be a whole number from 1 to 65535',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await as(PLATFORM, 'PUT', '/uc/projectConfig/save', { body });
      expect({ result: answer.result, msg: answer.msg }).toEqual({
        result: ServerCode.INVALID_INPUT,
        msg,
      });
    }
  });

  it('is platform only', async () => {
    expect((await as(GROUP, 'GET', '/uc/projectConfig')).result).toBe(ServerCode.FORBIDDEN);
    const save = await as(GROUP, 'PUT', '/uc/projectConfig/save', { body: saved });
    expect(save.result).toBe(ServerCode.FORBIDDEN);
  });
});

describe('application macro config and code dictionary (product.md §3), platform only', () => {
  it('adds, lists, disables and deletes a macro', async () => {
    const added = await as<MacroRow>(PLATFORM, 'POST', '/uc/macro/add', {
      body: {
        appCode: 'GC',
        macroCode: 'NIGHT_AUDIT_HOUR',
        config: '03:00',
        type: 'TIME',
        sort: 5,
      },
    });
    expect(added.retVal).toMatchObject({ appCode: 'GC', state: 'T', sort: 5 });
    const dup = await as(PLATFORM, 'POST', '/uc/macro/add', {
      body: { appCode: 'GC', macroCode: 'NIGHT_AUDIT_HOUR', config: 'x', type: 'x' },
    });
    expect(dup.msg).toBe('The macro code already exists for this application');
    const unknownApp = await as(PLATFORM, 'POST', '/uc/macro/add', {
      body: { appCode: 'NOPE', macroCode: 'X', config: 'x', type: 'x' },
    });
    expect(unknownApp.msg).toBe('The application does not exist');
    const off = await as<MacroRow>(PLATFORM, 'PUT', '/uc/macro/updateState', {
      body: { id: added.retVal.id, state: 'F' },
    });
    expect(off.retVal.state).toBe('F');
    const list = await as<PagedResult<MacroRow>>(PLATFORM, 'GET', '/uc/macro/list', {
      query: { appCode: 'GC', keyword: 'audit_hour' },
    });
    expect(list.retVal.datas.map((m) => m.macroCode)).toEqual(['NIGHT_AUDIT_HOUR']);
    expect(
      (await as(PLATFORM, 'DELETE', '/uc/macro/delete', { query: { id: added.retVal.id } })).result,
    ).toBe(0);
    expect((await as(GROUP, 'GET', '/uc/macro/list')).result).toBe(ServerCode.FORBIDDEN);
  });

  it('halts a dictionary entry, which GET /codeDict then no longer serves', async () => {
    const list = await as<PagedResult<CodeDictRow>>(PLATFORM, 'GET', '/uc/dict/list', {
      query: { appCode: 'GC', keyword: 'UPDATE_HISTORY' },
    });
    const entry = list.retVal.datas[0]!;
    const halted = await as<CodeDictRow>(PLATFORM, 'PUT', '/uc/dict/halt', {
      body: { id: entry.id, isHalt: 'T' },
    });
    expect(halted.retVal.isHalt).toBe('T');
    const served = await as<PagedResult<unknown>>(PLATFORM, 'GET', '/uc/codeDict', {
      query: { appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F', page: '0', size: '10' },
    });
    expect(JSON.stringify(served.retVal)).not.toContain('update-history');
    const bad = await as(PLATFORM, 'POST', '/uc/dict/add', {
      body: { appCode: 'GC', code: '', content: 'x' },
    });
    expect(bad.msg).toBe('Please enter the dictionary code');
    expect(
      (await as(OTHER, 'PUT', '/uc/dict/halt', { body: { id: entry.id, isHalt: 'F' } })).result,
    ).toBe(ServerCode.FORBIDDEN);
  });
});
