import { z } from 'zod';
import type { AppCodeToHostUrl, AppConfigByHost, LoginSystemConfig } from '../app-config';
import { answer, defineCall } from '../call';

/** The startup files (api-contract.md §7.2): plain JSON, not envelopes, read before any login. */
const startup = {
  base: 'APP_CONFIG',
  family: 'public',
  method: 'GET',
  input: z.object({}),
  answers: 'json',
} as const;

export const APP_CONFIG_CALLS = {
  appConfig: defineCall({
    ...startup,
    path: '/appConfig.json',
    output: answer<AppConfigByHost>(),
    summary: 'Startup: app code by host',
    readme: { input: '', answer: '`AppConfigByHost` (plain JSON)' },
  }),
  systemConfig: defineCall({
    ...startup,
    path: '/loginSystemConfig.json',
    output: answer<LoginSystemConfig>(),
    summary: 'Startup: system config',
    readme: { input: '', answer: '`LoginSystemConfig` (plain JSON)' },
  }),
  hostUrls: defineCall({
    ...startup,
    path: '/appCode2HostUrl.json',
    output: answer<AppCodeToHostUrl>(),
    summary: 'Startup: app-to-host-url map',
    readme: { input: '', answer: '`AppCodeToHostUrl` (plain JSON)' },
  }),
};
