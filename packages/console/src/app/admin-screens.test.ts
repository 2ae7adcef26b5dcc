import { QueryClient } from '@tanstack/react-query';
import { ADMIN_SCREEN_PATHS, type AdminScreenPath } from '@portico/sdk/contract';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { adminAppsQueryOptions } from '../features/applications/api/apps';
import { projectConfigQueryOptions } from '../features/config/api/project-config';
import { securitySettingsQueryOptions } from '../features/security/api/security-settings';
import { unitAppsQueryOptions } from '../features/units/api/unit-apps';
import { unitParamsQueryOptions } from '../features/units/api/unit-params';
import { portico } from '../lib/portico';
import { CONSOLE_SCREENS, type ConsoleScreen, type ScreenPrefetchContext } from './admin-screens';
import type { CoveredScreenPath, ScreenEntries } from './console-screen';

const UNIT = '3f1c2b9e-0000-4000-8000-000000000001';

/** Runs a screen's prefetch on an empty cache; the keys it filled. */
async function prefetched(path: keyof typeof CONSOLE_SCREENS, unitId: string | null = UNIT) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen: ConsoleScreen = CONSOLE_SCREENS[path];
  const context: ScreenPrefetchContext = { client, url: new URL(`http://hub${path}`), unitId };
  await screen.prefetch?.(context);
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe('screen prefetch (console README "Administration screens")', () => {
  // The answers are not the point: the cache must hold the key the page's own hook reads.
  vi.spyOn(portico.http, 'request').mockResolvedValue({});

  it.each([
    ['/config/project-config', projectConfigQueryOptions().queryKey],
    ['/apply/applyList', adminAppsQueryOptions().queryKey],
    ['/safety/ipWhite', securitySettingsQueryOptions(UNIT).queryKey],
    ['/login-limit/login-limit-list', securitySettingsQueryOptions(UNIT).queryKey],
    ['/unit/unit-app-list', unitAppsQueryOptions(UNIT).queryKey],
    ['/unit/unit-params', unitParamsQueryOptions(UNIT).queryKey],
  ] as const)('%s fills the query its page reads', async (path, key) => {
    await expect(prefetched(path)).resolves.toEqual([key]);
  });

  it('asks nothing for a unit screen before a unit is known', async () => {
    await expect(prefetched('/unit/unit-params', null)).resolves.toEqual([]);
    await expect(prefetched('/safety/sms', null)).resolves.toEqual([]);
  });
});

describe('the feature screen tables (console README "Administration screens")', () => {
  it('give each shared screen one console half, in one feature', () => {
    const tables = import.meta.glob<ScreenEntries>('../features/*/screens.ts', {
      eager: true,
      import: 'screens',
    });
    const paths = Object.values(tables).flatMap((table) => Object.keys(table));
    expect(paths.length).toBe(new Set(paths).size);
    expect([...paths].sort()).toEqual([...ADMIN_SCREEN_PATHS].sort());
  });

  it('tell the compiler which shared screens they cover, so a missing one fails the build', () => {
    expectTypeOf<Exclude<AdminScreenPath, CoveredScreenPath>>().toBeNever();
    expectTypeOf<
      Exclude<AdminScreenPath | '/unit/not-yet-a-screen', CoveredScreenPath>
    >().toEqualTypeOf<'/unit/not-yet-a-screen'>();
  });
});
