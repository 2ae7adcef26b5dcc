import { fetchJson } from '../http/fetch-json';
import { resolveSystemConfig } from './system-config';
import type {
  AppCodeToHostUrl,
  AppConfigByHost,
  HostAppConfig,
  LoginSystemConfig,
} from '../contract/app-config-types';

/** The startup files a page loads (`portico.loadConfig()`), merged for this host. */
export interface StartupConfig {
  /** This host's entry of appConfig.json (or its `default`). */
  app: HostAppConfig;
  system: LoginSystemConfig;
  appHostUrls: AppCodeToHostUrl;
}

/** A startup file that could not be loaded or read. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Picks this host's entry of appConfig.json, which is keyed by host (api-contract.md §7.2). */
export function pickHostConfig(byHost: AppConfigByHost, host: string): HostAppConfig | null {
  return byHost[host] ?? byHost[host.split(':')[0] ?? ''] ?? byHost.default ?? null;
}

/** Loads the three startup files of api-contract.md §7.2 from `origin`/app-config/. */
export async function loadStartupConfig(
  origin: string,
  host: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch.bind(globalThis),
): Promise<StartupConfig> {
  // Client creation waits 30 s (api-contract.md §9); a failed or non-JSON answer rejects.
  const get = async <T>(file: string): Promise<T> => {
    const answer = await fetchJson(fetchImpl, `${origin}/app-config/${file}`, {
      method: 'GET',
      headers: {},
      timeoutMs: 30_000,
    });
    if (answer.status >= 400 || answer.data === undefined)
      throw new Error(`${file}: HTTP ${answer.status}`);
    return answer.data as T;
  };
  const [byHost, system, appHostUrls] = await Promise.all([
    get<AppConfigByHost>('appConfig.json'),
    get<Partial<LoginSystemConfig>>('loginSystemConfig.json').catch(() => null),
    get<AppCodeToHostUrl>('appCode2HostUrl.json').catch(() => ({})),
  ]);
  // Fixed message of api-contract.md §8.
  if (!system) throw new ConfigError('loginSystemConfig is missing');
  const app = pickHostConfig(byHost, host);
  if (!app) throw new ConfigError(`appConfig.json has no entry for ${host} and no default`);
  return { app, system: resolveSystemConfig(system), appHostUrls };
}
