import type { LoginResult, PorticoClient } from '@portico/sdk';
import { createFakeBackend, fakeFetch } from '../../testing/fake-backend';
import { createFakeClient, fakeLoginResult } from '../../testing/fake-client';
import { barFakeFetch, createBarFakes, type BarFakeOptions } from './bar-fakes';

/**
 * A signed-in fake client whose menu calls (units, logos, code dict, e-mail, app links, unit
 * switch) are answered by the bar fakes, for the stories of the bar and of 'My Apps'.
 */
export function barStoryClient({
  signedIn = true,
  locale = 'en-US',
  login = {},
  fakes,
}: {
  signedIn?: boolean;
  locale?: 'zh-CN' | 'en-US';
  login?: Partial<LoginResult>;
  fakes?: BarFakeOptions;
} = {}): PorticoClient {
  const bar = createBarFakes({
    loginFor: (unit) =>
      fakeLoginResult({
        ...login,
        unitCode: unit?.code,
        unitName: unit?.descript,
        jwtToken: `token-${unit?.code}`,
      }),
    ...fakes,
  });
  return createFakeClient({
    signedIn,
    locale,
    login,
    fetch: barFakeFetch(bar, fakeFetch(createFakeBackend(), 300)),
  });
}

/** A platform user who may use the backdoor (product.md §6). */
export const backdoorLogin = (): Partial<LoginResult> => ({
  userCode: 'support',
  username: 'Support Engineer',
  unitCode: 'PLATFORM',
  unitName: 'Portico Platform',
  deptName: 'Support',
  userInfoDO: { ...fakeLoginResult().userInfoDO, canUseBackdoor: 'T', isBackdoor: 'T' },
});
