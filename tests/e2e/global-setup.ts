import type { TestProject } from 'vitest/node';
import { buildIfMissing } from '../../scripts/build-if-missing';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same server under another cookie host, where the example child apps are registered. */
    examplesUrl: string;
  }
}

/**
 * One real server for every e2e file, started the way `npm start` does, and its URLs for the tests.
 */
export default async function setup(project: TestProject) {
  buildIfMissing();
  // localhost is another cookie host than 127.0.0.1: the child apps get a token store of their
  // own, so single sign-on into them really crosses hosts (README "Demo").
  const server = await startServer((port) => ({
    PORTICO_EXAMPLES_ORIGIN: `http://localhost:${port}`,
    PORTICO_HUB_ORIGIN: `http://127.0.0.1:${port}`,
    // The OIDC examples' back-channel logout URIs are on loopback (tests/e2e/oidc-*.e2e.ts).
    OIDC_ALLOW_PRIVATE_NETWORK: 'true',
    // The stock CAS client's single-logout address is on loopback (tests/e2e/cas-stock-client.e2e.ts).
    CAS_ALLOW_PRIVATE_NETWORK: 'true',
    // The corporate identity provider of tests/e2e/oidc-console.e2e.ts listens on loopback.
    UPSTREAM_IDP_PRIVATE_NETWORK: 'true',
    // Scheduled and expiring announcements come due within half a second (announcements-*.e2e.ts).
    MESSAGE_SCHEDULE_MS: '500',
  }));
  project.provide('baseUrl', server.url);
  project.provide('examplesUrl', `http://localhost:${server.port}`);
  return () => server.stop();
}
