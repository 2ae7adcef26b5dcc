import { describe, expect, it } from 'vitest';
import type { StartupConfig } from './config/load-config';
import { resolveSystemConfig } from './config/system-config';
import { hubNavigation, setupFromConfig } from './hub';
import { setupFromConfig as appSetupFromConfig } from './sso/setup';

const config = (appCode: string, sso = false): StartupConfig => ({
  app: { appCode, sso, customer: 'default' },
  system: resolveSystemConfig({ hubUrl: '/sso' }),
  appHostUrls: { GC: 'https://gc.test/index' },
});

describe('@portico/sdk/hub (product.md §2.2, README "Packaging")', () => {
  it("the hub's setupFromConfig is the root one with the hub's rules added", () => {
    expect(setupFromConfig(config('SSO'))).toEqual({
      ...appSetupFromConfig(config('SSO')),
      hub: hubNavigation,
    });
    expect(setupFromConfig(config('SSO')).mode).toBe('hub');
  });

  it("the root entry's setup carries no hub rules, for the hub or any other app", () => {
    expect(appSetupFromConfig(config('SSO')).hub).toBeUndefined();
    expect(appSetupFromConfig(config('GC', true))).toMatchObject({ mode: 'child', appCode: 'GC' });
  });
});
