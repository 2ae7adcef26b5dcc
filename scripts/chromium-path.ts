import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROME_PATH; tests never download a browser (DESIGN.md). */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export const CHROMIUM_MISSING =
  "No Chromium found (set CHROME_PATH or install Debian's package: apt-get install -y chromium). " +
  'The browser tests are part of `npm test` and are never skipped.';
