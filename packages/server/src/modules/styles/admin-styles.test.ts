import { type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { MAX_STYLE_FILE_BYTES, type StyleAsset } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';
import { servedFileType } from './style-serving';

/**
 * Customer style assets (product.md §2.5 /style: file, html, css, javascript, vue): the unit's administrators list, save, switch and delete them; pages read the enabled
 * css and javascript, and the enabled files, through the public calls, as data with their type.
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
let h001: string;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
  h001 = await unitId(t.db, 'H001');
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
  'base64',
);

async function publicRead(query: Record<string, string>, path = '/uc/style/assets') {
  return t.app.inject({ method: 'GET', url: path, query });
}

describe('style assets of a unit (product.md §2.5 /style/*)', () => {
  it('saves, lists, switches and deletes; the public read serves only enabled css as text', async () => {
    const save = (name: string, content: string, enabled?: 'T' | 'F') =>
      as<StyleAsset>('G001/groupadmin', 'PUT', '/uc/style/save', {
        body: { unitId: h001, kind: 'css', name, content, enabled },
      });
    const first = await save('brand.css', 'body { color: #0a4; }');
    expect(first).toMatchObject({ result: 0, retVal: { name: 'brand.css', enabled: 'T' } });
    expect(first.retVal.contentType).toBe('text/css');
    await save('later.css', '.x { margin: 0 }', 'F');
    // Saving again under the same name replaces the content.
    await save('brand.css', 'body { color: #0b5; }');

    const list = await as<PagedResult<StyleAsset>>('G001/groupadmin', 'GET', '/uc/style/list', {
      query: { unitId: h001, kind: 'css', firstResult: '0', pageSize: '10' },
    });
    expect(list.retVal.datas.map((a) => [a.name, a.enabled])).toEqual([
      ['brand.css', 'T'],
      ['later.css', 'F'],
    ]);
    expect(list.retVal.totalRows).toBe(2);

    const served = await publicRead({ unitCode: 'H001', kind: 'css' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toContain('body { color: #0b5; }');
    expect(served.body).not.toContain('.x { margin: 0 }');

    const on = await as<StyleAsset>('G001/groupadmin', 'PUT', '/uc/style/enable', {
      body: { unitId: h001, kind: 'css', name: 'later.css', enabled: 'T' },
    });
    expect(on.retVal.enabled).toBe('T');
    expect((await publicRead({ unitCode: 'H001', kind: 'css' })).body).toContain('.x { margin');

    const removed = await as('G001/groupadmin', 'DELETE', '/uc/style/delete', {
      query: { unitId: h001, kind: 'css', name: 'later.css' },
    });
    expect(removed.result).toBe(0);
    expect((await publicRead({ unitCode: 'H001', kind: 'css' })).body).not.toContain('.x {');
    // javascript is served as inert text (see the next describe); html is never served.
    const js = await publicRead({ unitCode: 'H001', kind: 'javascript' });
    expect(js.headers['content-type']).toBe('text/plain; charset=utf-8');
    const html = await publicRead({ unitCode: 'H001', kind: 'html' });
    expect(JSON.parse(html.body)).toMatchObject({ result: ServerCode.INVALID_INPUT });
  });

  it('takes one checked file as base64 and serves its bytes with its type', async () => {
    const saved = await as<StyleAsset>('PLATFORM/admin', 'PUT', '/uc/style/save', {
      body: { unitId: h001, kind: 'file', name: 'logo.png', content: PNG },
    });
    expect(saved.retVal).toMatchObject({ contentType: 'image/png', size: 11 });
    const file = await publicRead({ unitCode: 'H001', name: 'logo.png' }, '/uc/style/file');
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const unknown = await publicRead({ unitCode: 'H001', name: 'none.png' }, '/uc/style/file');
    expect(JSON.parse(unknown.body)).toMatchObject({ result: ServerCode.NOT_FOUND });
  });
});

describe('bad input on the style calls', () => {
  const file = (name: string, content: string, contentType?: string) =>
    as('PLATFORM/admin', 'PUT', '/uc/style/save', {
      body: { unitId: h001, kind: 'file', name, content, contentType },
    });

  it.each([
    ['an svg (script could run on this origin)', 'x.svg', PNG, undefined, /not accepted/],
    [
      'html bytes named .png',
      'x.png',
      Buffer.from('<script>').toString('base64'),
      undefined,
      /not accepted/,
    ],
    ['a type that differs from the name', 'x.png', PNG, 'image/gif', /not accepted/],
    ['content that is not base64', 'x.png', 'not base64!', undefined, /base64/],
    ['an empty file', 'x.txt', '', undefined, /empty/],
  ])('refuses %s', async (_case, name, content, type, message) => {
    const answer = await file(name, content, type);
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toMatch(message);
  });

  it('refuses a file over the limit and names the limit', async () => {
    const big = Buffer.alloc(MAX_STYLE_FILE_BYTES + 3, 0x41).toString('base64');
    const answer = await file('big.txt', big);
    expect(answer).toMatchObject({ result: ServerCode.INVALID_INPUT, msg: /512 KB/ });
  });

  it('refuses names with path or comment characters and unknown kinds', async () => {
    for (const name of ['../x.css', 'a*/b.css', '']) {
      const answer = await as('PLATFORM/admin', 'PUT', '/uc/style/save', {
        body: { unitId: h001, kind: 'css', name, content: 'x' },
      });
      expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    }
    const kind = await as('PLATFORM/admin', 'GET', '/uc/style/list', {
      query: { unitId: h001, kind: 'php' },
    });
    expect(kind.result).toBe(ServerCode.INVALID_INPUT);
  });
});

describe('another unit is refused (product.md §6)', () => {
  it('a sibling hotel neither reads nor writes H001 assets; the unit keeps its own', async () => {
    await as('PLATFORM/admin', 'PUT', '/uc/style/save', {
      body: { unitId: h001, kind: 'html', name: 'banner', content: '<b>H001</b>' },
    });
    const list = await as('H002/manager', 'GET', '/uc/style/list', {
      query: { unitId: h001, kind: 'html' },
    });
    expect(list).toMatchObject({ result: ServerCode.NOT_FOUND, retVal: null });
    const write = await as('H002/manager', 'PUT', '/uc/style/save', {
      body: { unitId: h001, kind: 'html', name: 'banner', content: '<b>H002</b>' },
    });
    expect(write.result).toBe(ServerCode.NOT_FOUND);
    const own = await as<PagedResult<StyleAsset>>('H002/manager', 'GET', '/uc/style/list', {
      query: { kind: 'html' },
    });
    expect(own.retVal.datas).toEqual([]);
    const plain = await as('H001/frontdesk', 'GET', '/uc/style/list', { query: { kind: 'css' } });
    expect(plain.result).toBe(ServerCode.FORBIDDEN);
  });
});

describe('style scripts do not run with the hub origin (DESIGN.md "Security model")', () => {
  beforeAll(async () => {
    const saved = await as<StyleAsset>('G001/groupadmin', 'PUT', '/uc/style/save', {
      body: { unitId: h001, kind: 'javascript', name: 'track.js', content: 'window.pwned = 1;' },
    });
    expect(saved.result).toBe(0);
  });
  const read = (query: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/uc/style/assets', query, headers });
  const scriptTag = (site: string) => ({ 'sec-fetch-dest': 'script', 'sec-fetch-site': site });

  it.each([
    ['a script tag on a hub page', {}, scriptTag('same-origin')],
    ['an opted-in script tag on a hub page', { run: '1' }, scriptTag('same-origin')],
    ['a script tag of another site without run=1', {}, scriptTag('cross-site')],
    ['an opted-in read without fetch metadata (old browser, curl)', { run: '1' }, {}],
    [
      'a navigation to it',
      { run: '1' },
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
    ],
  ])('%s gets inert text', async (_, extra, headers) => {
    const response = await read({ unitCode: 'H001', kind: 'javascript', ...extra }, headers);
    expect(response.body).toContain('window.pwned = 1;');
    // With nosniff, browsers refuse text/plain in a <script>; attachment + sandbox stop rendering.
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });

  it.each(['cross-site', 'same-site'])(
    'runs where a %s page opts in with run=1 in a script tag',
    async (site) => {
      const response = await read(
        { unitCode: 'H001', kind: 'javascript', run: '1' },
        scriptTag(site),
      );
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['vary']).toContain('Sec-Fetch-Site');
    },
  );

  it('rejects another opt-in value as bad input', async () => {
    const response = await read({ unitCode: 'H001', kind: 'javascript', run: 'yes' }, {});
    expect(JSON.parse(response.body)).toMatchObject({ result: ServerCode.INVALID_INPUT });
  });

  it('refuses to store a script file, and would serve a stored one as inert text', async () => {
    const saved = await as<StyleAsset>('PLATFORM/admin', 'PUT', '/uc/style/save', {
      body: {
        unitId: h001,
        kind: 'file',
        name: 'evil.js',
        content: Buffer.from('alert(1)').toString('base64'),
        contentType: 'application/javascript',
      },
    });
    expect(saved.result).toBe(ServerCode.INVALID_INPUT);
    // A row written by hand or by an older version still goes out inert.
    for (const type of ['application/javascript', 'text/html', 'application/xhtml+xml']) {
      expect(servedFileType(type)).toEqual({ type: 'text/plain; charset=utf-8', inert: true });
    }
    expect(servedFileType('image/png')).toEqual({ type: 'image/png', inert: false });
  });
});
