import { describe, expect, it } from 'vitest';
import { resolveSystemConfig } from './system-config';

describe('system config defaults (product.md §3 "Session/config")', () => {
  it('pack modules MESSAGE, USER_BAR, LANG, DEV_NAVIGATION are all on by default', () => {
    expect(resolveSystemConfig({}).modules).toEqual({
      MESSAGE: true,
      USER_BAR: true,
      LANG: true,
      DEV_NAVIGATION: true,
    });
  });

  it('a site may switch a module off and set customer flags; unknown flags are off', () => {
    const config = resolveSystemConfig({
      modules: { MESSAGE: false } as never,
      customerFlags: { shuxiang: true },
    });
    expect(config.modules.MESSAGE).toBe(false);
    expect(config.modules.LANG).toBe(true);
    expect(config.customerFlags).toMatchObject({ shuxiang: true, polin: false, guolv: false });
  });

  it('missing bases fall back to the defaults of DESIGN.md; empty allow lists allow all (§5)', () => {
    const config = resolveSystemConfig({ apiBases: { UC: '/api/uc' } as never });
    expect(config.apiBases).toEqual({
      UC: '/api/uc',
      INTERNAL_MESSAGE: '',
      WEB_SOCKET: '/gc-websocket/gc/inmail',
      TRANSLATE: '/translate',
    });
    expect(config.outsideLinks).toEqual({ protocols: [], domains: [], ports: [] });
  });
});
