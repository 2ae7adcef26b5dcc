import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_MISSING, chromiumPath } from '../../scripts/chromium-path';

/** Debian's Chromium, headless, with the flags this closed network needs (env README). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
