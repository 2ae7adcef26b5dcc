import type { CustomerFlag } from '../contract/app-config';
import type { LoginSystemConfig, ModuleSwitches } from '../contract/app-config-types';
import { CUSTOMER_FLAGS, DEFAULT_API_BASES } from '../contract/app-config';

export { CUSTOMER_FLAGS, type CustomerFlag };

/** Pack-module switches are all on by default (product.md §3). */
export const DEFAULT_MODULES: ModuleSwitches = {
  MESSAGE: true,
  USER_BAR: true,
  LANG: true,
  DEV_NAVIGATION: true,
};

/**
 * Fills what a site's loginSystemConfig.json leaves out, so the rest of the SDK reads a
 * complete config: default bases, all modules on, empty allow lists (= allow all), flags off.
 */
export function resolveSystemConfig(partial: Partial<LoginSystemConfig>): LoginSystemConfig {
  const flags = Object.fromEntries(CUSTOMER_FLAGS.map((flag) => [flag, false])) as Record<
    CustomerFlag,
    boolean
  >;
  return {
    apiBases: { ...DEFAULT_API_BASES, ...partial.apiBases },
    hubUrl: partial.hubUrl ?? '/sso',
    outsideLinks: {
      protocols: partial.outsideLinks?.protocols ?? [],
      domains: partial.outsideLinks?.domains ?? [],
      ports: partial.outsideLinks?.ports ?? [],
    },
    modules: { ...DEFAULT_MODULES, ...partial.modules },
    customerFlags: { ...flags, ...partial.customerFlags },
  };
}
