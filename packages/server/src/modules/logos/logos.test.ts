import { type LoginResult } from '@portico/sdk';
import { type LogoEntry, ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseParts } from '../../http/multipart';
import { call, createTestApp, envelopeOf, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('rest of a png')]);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0]), Buffer.from('rest of an ico')]);

function multipart(files: { name: string; data: Buffer; type?: string }[]) {
  const boundary = 'portico-test-boundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, query: string, files: { name: string; data: Buffer }[]) {
  const body = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url: `/uc/logo?${query}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: token, language: 'en-US' },
  });
  return envelopeOf<LogoEntry>(response);
}

describe('logos: GET /uc/logos, POST /uc/logo?code&isIcon, DELETE /uc/logo/{code} (api-contract.md §7.4)', () => {
  it('uploads a logo and an ico icon for a unit the caller administers; the login result shows it', async () => {
    const { jwtToken } = await loginAs(t.app, 'H002', 'manager');
    const image = await upload(jwtToken, 'code=H002&isIcon=F', [{ name: 'logo.png', data: PNG }]);
    expect(image.result).toBe(0);
    expect(image.retVal.image).toMatch(/^\/uc\/logo\/file\/H002\?v=\d+$/);
    const icon = await upload(jwtToken, 'code=H002&isIcon=T', [{ name: 'favicon.ico', data: ICO }]);
    expect(icon.retVal.icon).toMatch(/icon=T$/);

    const file = await t.app.inject({ method: 'GET', url: image.retVal.image! });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const list = await call<LogoEntry[]>(t.app, 'GET', '/uc/logos', { token: jwtToken });
    expect(list.retVal.map((l) => l.code)).toEqual(['H002']);
    const login = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: jwtToken,
    });
    expect(login.retVal.unitLogo).toMatch(/^\/uc\/logo\/file\/H002/);

    expect((await call(t.app, 'DELETE', '/uc/logo/H002', { token: jwtToken })).result).toBe(0);
    const gone = await t.app.inject({ method: 'GET', url: '/uc/logo/file/H002' });
    expect(envelopeOf(gone).result).toBe(ServerCode.NOT_FOUND);
  });

  it('applies product.md §5: one file, ico only for icons; and checks the bytes are an image', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
    const two = await upload(jwtToken, 'code=G001&isIcon=F', [
      { name: 'a.png', data: PNG },
      { name: 'b.png', data: PNG },
    ]);
    expect(two.result).toBe(ServerCode.INVALID_INPUT);
    const none = await upload(jwtToken, 'code=G001&isIcon=F', []);
    expect(none.result).toBe(ServerCode.INVALID_INPUT);
    const pngAsIcon = await upload(jwtToken, 'code=G001&isIcon=T', [{ name: 'a.png', data: PNG }]);
    expect(pngAsIcon.result).toBe(ServerCode.INVALID_INPUT);
    const fake = await upload(jwtToken, 'code=G001&isIcon=F', [
      { name: 'x.png', data: Buffer.from('<svg onload=alert(1)>') },
    ]);
    expect(fake).toMatchObject({
      result: ServerCode.INVALID_INPUT,
      msg: expect.stringContaining('PNG'),
    });
    const big = await upload(jwtToken, 'code=G001&isIcon=F', [
      { name: 'x.png', data: Buffer.concat([PNG, Buffer.alloc(600 * 1024)]) },
    ]);
    expect(big.result).toBe(ServerCode.INVALID_INPUT);
    // A platform administrator may change any unit's logo.
    expect(
      (await upload(jwtToken, 'code=G001&isIcon=F', [{ name: 'a.png', data: PNG }])).result,
    ).toBe(0);
  });

  it('refuses users who do not administer the unit, and lists only their own unit', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    expect(
      (await upload(jwtToken, 'code=H001&isIcon=F', [{ name: 'a.png', data: PNG }])).result,
    ).toBe(ServerCode.FORBIDDEN);
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    expect(
      (await upload(group.jwtToken, 'code=H101&isIcon=F', [{ name: 'a.png', data: PNG }])).result,
    ).toBe(ServerCode.FORBIDDEN);
    expect((await call(t.app, 'DELETE', '/uc/logo/H101', { token: group.jwtToken })).result).toBe(
      ServerCode.FORBIDDEN,
    );
    const list = await call<LogoEntry[]>(t.app, 'GET', '/uc/logos', { token: jwtToken });
    expect(list.retVal.map((l) => l.code)).toEqual(['H001']);
    const groupList = await call<LogoEntry[]>(t.app, 'GET', '/uc/logos', { token: group.jwtToken });
    expect(groupList.retVal.map((l) => l.code)).toEqual(['G001', 'H001', 'H002', 'H003']);
  });

  it('refuses users of the platform unit who administer nothing (DESIGN.md security model)', async () => {
    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    expect(
      (await upload(admin.jwtToken, 'code=H003&isIcon=F', [{ name: 'a.png', data: PNG }])).result,
    ).toBe(0);
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'translator');
    const planted = await upload(jwtToken, 'code=H001&isIcon=F', [{ name: 'a.png', data: PNG }]);
    expect({ result: planted.result, retVal: planted.retVal }).toEqual({
      result: ServerCode.FORBIDDEN,
      retVal: null,
    });
    const removed = await call(t.app, 'DELETE', '/uc/logo/H003', { token: jwtToken });
    expect(removed.result).toBe(ServerCode.FORBIDDEN);
    // The logo the administrator set is still served.
    const file = await t.app.inject({ method: 'GET', url: '/uc/logo/file/H003' });
    expect(file.headers['content-type']).toBe('image/png');
    const list = await call<LogoEntry[]>(t.app, 'GET', '/uc/logos', { token: jwtToken });
    expect(list.retVal.map((l) => l.code)).toEqual(['PLATFORM']);
  });

  it('answers a multipart body without boundary, or JSON, with an envelope error', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/uc/logo?code=G001',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data', authorization: jwtToken },
    });
    expect(envelopeOf(noBoundary).result).toBe(ServerCode.INVALID_INPUT);
    const json = await call(t.app, 'POST', '/uc/logo', {
      token: jwtToken,
      query: { code: 'G001' },
      body: { file: 'x' },
    });
    expect(json.result).toBe(ServerCode.INVALID_INPUT);
  });

  it('parses multipart parts with their names and bytes', () => {
    const { payload } = multipart([{ name: 'a.ico', data: ICO, type: 'image/x-icon' }]);
    expect(parseParts(payload, 'portico-test-boundary')).toEqual([
      { field: 'file', name: 'a.ico', type: 'image/x-icon', data: ICO },
    ]);
  });
});
