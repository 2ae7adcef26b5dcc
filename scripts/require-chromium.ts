import { CHROMIUM_MISSING, chromiumPath } from './chromium-path';

// `npm test` fails at once, with the fix, when the browser for the e2e tests is missing.
if (!chromiumPath()) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}
