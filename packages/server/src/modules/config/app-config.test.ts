import { type AppConfigByHost, type LoginSystemConfig } from '@portico/sdk';
import { DEFAULT_API_BASES, type AppCodeToHostUrl, ServerCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentExampleApps, exampleApps, originSetting, otherHostOrigin } from '../../db/demo/org';
import { apps } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createTestApp, envelopeOf, type TestApp } from '../../test/test-app';
import { demoHubSsoUrl, hubSsoUrl } from './app-config-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('startup JSON files (api-contract.md §7.2)', () => {
  it('appConfig.json has a default entry for the hub', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app-config/appConfig.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json<AppConfigByHost>()).toEqual({
      default: { appCode: 'SSO', customer: 'kaiyuan', sso: true },
    });
  });

  it('loginSystemConfig.json names the API bases, the hub, the modules and the customer flags', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/app-config/loginSystemConfig.json',
    });
    const config = response.json<LoginSystemConfig>();
    expect(config.apiBases).toEqual(DEFAULT_API_BASES);
    expect(config.hubUrl).toBe('/sso');
    // The demo seeds real allow lists (product.md §5): no list is empty, so none allows everything.
    expect(config.outsideLinks.protocols).toEqual(['http', 'https']);
    expect(config.outsideLinks.domains).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', '*.portico.example', '*.harbour.example']),
    );
    expect(config.outsideLinks.ports).toEqual(expect.arrayContaining(['80', '443']));
    expect(Object.values(config.modules).every(Boolean)).toBe(true);
    expect(config.customerFlags.kaiyuan).toBe(true);
    expect(Object.entries(config.customerFlags).filter(([, on]) => on)).toEqual([
      ['kaiyuan', true],
    ]);
  });

  it('appCode2HostUrl.json maps each app with an address to origin and path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/app-config/appCode2HostUrl.json',
      headers: { host: 'portico.test:8080' },
    });
    const map = response.json<AppCodeToHostUrl>();
    expect(map.DEMO_CHILD).toBe('http://portico.test:8080/examples/child-app/');
    expect(map.GC).toBe('http://portico.test:8080/examples/child-app/');
    // GCYM has no address.
    expect(map).not.toHaveProperty('GCYM');
  });
});

describe('the example apps on another host (README "Demo": PORTICO_EXAMPLES_ORIGIN, PORTICO_HUB_ORIGIN)', () => {
  it('registers the example apps on the given origin, or relative (the request origin) by default', () => {
    expect(exampleApps('').map((app) => app.href)).toEqual([
      '/examples/child-app/',
      '/examples/child-app/frame/',
    ]);
    expect(
      exampleApps('http://localhost:8080').map((app) => [app.code, app.href, app.sso]),
    ).toEqual([
      ['DEMO_CHILD', 'http://localhost:8080/examples/child-app/', 'T'],
      ['DEMO_FRAME', 'http://localhost:8080/examples/child-app/frame/', 'T'],
    ]);
  });

  it('registers DEMO_REMOTE on another host name out of the box: 127.0.0.1 on the current PORT', () => {
    expect(currentExampleApps({ PORT: '9123' }).map((app) => [app.code, app.href])).toEqual([
      ['DEMO_CHILD', '/examples/child-app/'],
      ['DEMO_FRAME', '/examples/child-app/frame/'],
      ['DEMO_REMOTE', 'http://127.0.0.1:9123/examples/child-app/remote/'],
    ]);
    expect(otherHostOrigin({})).toBe('http://127.0.0.1:8080');
    expect(otherHostOrigin({ PORTICO_EXAMPLES_ORIGIN: 'http://apps.test:81/x' })).toBe(
      'http://apps.test:81',
    );
    expect(demoHubSsoUrl({ PORT: '9123' })).toBe('http://localhost:9123/sso');
  });

  it('tells a child on the other host to sign in at the hub on localhost, not at a second hub', async () => {
    const config = async (host: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/app-config/loginSystemConfig.json',
          headers: { host },
        })
      ).json<LoginSystemConfig>().hubUrl;
    expect(await config(new URL(otherHostOrigin()).host)).toBe(demoHubSsoUrl());
    expect(await config('localhost:8080')).toBe('/sso');
  });

  it('rewrites the example hrefs on every start, also in a data folder seeded before', async () => {
    await t.db
      .update(apps)
      .set({ href: 'http://old-host:1/x/' })
      .where(eq(apps.code, 'DEMO_REMOTE'));
    await seedDemo(t.db);
    const [row] = await t.db.select().from(apps).where(eq(apps.code, 'DEMO_REMOTE'));
    expect(row?.href).toBe(`${otherHostOrigin()}/examples/child-app/remote/`);
  });

  it('gives child apps an absolute hub URL when the hub origin is set', () => {
    expect(hubSsoUrl(undefined)).toBe('/sso');
    expect(hubSsoUrl('  ')).toBe('/sso');
    expect(hubSsoUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/sso');
    // An origin is an origin: a path or a trailing slash is dropped.
    expect(hubSsoUrl('https://hub.example.com/ignored/')).toBe('https://hub.example.com/sso');
  });

  it.each(['localhost:8080', 'javascript:alert(1)', 'ftp://hub.example', 'not a url'])(
    'refuses %s at start instead of registering a broken address',
    (value) => {
      expect(() => originSetting(value, 'PORTICO_HUB_ORIGIN')).toThrow(/PORTICO_HUB_ORIGIN/);
    },
  );
});

describe('every response', () => {
  it.each(['/app-config/appConfig.json', '/uc/app/apps', '/uc/nope', '/nope'])(
    'carries Referrer-Policy: no-referrer (%s, DESIGN.md "Security model")',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('answers an unknown /uc route with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/uc/no/such/call', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).result).toBe(ServerCode.NOT_FOUND);
  });
});
