// @portico/sdk/hub: what only the hub (the app with code SSO, the console) adds to the root
// entry, so that a child app's bundle carries none of the hub's rules.
import type { StartupConfig } from './config/load-config';
import { hubNavigation } from './sso/hub-navigation';
import { setupFromConfig as appSetupFromConfig, type SsoSetup } from './sso/setup';

export { hubNavigation } from './sso/hub-navigation';
export type { HubNavigation } from './sso/hub-navigation';

/** The root entry's `setupFromConfig` with the hub's rules (product.md §2.2) added. */
export function setupFromConfig(config: StartupConfig, extra: Partial<SsoSetup> = {}): SsoSetup {
  return { ...appSetupFromConfig(config, extra), hub: hubNavigation };
}
