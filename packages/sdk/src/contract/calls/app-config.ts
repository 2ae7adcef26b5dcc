import { z } from 'zod';
import { answer, defineCall } from '../call';
import {
  appCodeToHostUrlSchema,
  appConfigByHostSchema,
  loginSystemConfigSchema,
} from '../app-config-schema';

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
    output: answer(appConfigByHostSchema),
    summary: 'Startup: app code by host',
    readme: { input: '', answer: '`AppConfigByHost` (plain JSON)' },
  }),
  systemConfig: defineCall({
    ...startup,
    path: '/loginSystemConfig.json',
    output: answer(loginSystemConfigSchema),
    summary: 'Startup: system config',
    readme: { input: '', answer: '`LoginSystemConfig` (plain JSON)' },
  }),
  hostUrls: defineCall({
    ...startup,
    path: '/appCode2HostUrl.json',
    output: answer(appCodeToHostUrlSchema),
    summary: 'Startup: app-to-host-url map',
    readme: { input: '', answer: '`AppCodeToHostUrl` (plain JSON)' },
  }),
};
