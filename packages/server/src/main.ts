import { StartRefused } from './db/start-seed';
import { holdBackOidcRuntimeNotice } from './runtime-notice';

// The server's modules load after the notice filter is in place (a dynamic import is evaluated
// when reached; a static one would load oidc-provider before this file's first line ran).
const restoreWarn = holdBackOidcRuntimeNotice();
const { startServer } = await import('./start-server');
restoreWarn();

startServer().catch((error: unknown) => {
  // A refused start is the operator's to fix: the message says what, without a stack.
  console.error(error instanceof StartRefused ? `Portico did not start: ${error.message}` : error);
  process.exit(1);
});
