import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

/**
 * The tag of README "Pin the script with integrity": the hash-named copy with its `sha384`
 * loads, and its chunks load from the same folder (one copy of every module); bytes that do not
 * match the integrity are refused by the browser.
 */
const manifest = JSON.parse(
  readFileSync(
    new URL('../dist/standalone/portico-elements.integrity.json', import.meta.url),
    'utf8',
  ),
) as { src: string; integrity: string };

const tag = (integrity: string) =>
  `<script type="module" src="/elements/${manifest.src}" integrity="${integrity}" crossorigin></script>`;

describe('the standalone script pinned by integrity', () => {
  it('loads with its integrity, and its lazy chunks come from the same hash-named folder', async () => {
    const { page, context, errors } = await openPage({
      body: '<portico-user-bar id="bar"></portico-user-bar>',
      script: tag(manifest.integrity),
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    const button = page.locator('#bar [part~="user-info-button"]');
    await button.click();
    await page.locator('#bar').getByRole('dialog', { name: 'Account details' }).waitFor();
    const folder = manifest.src.split('/')[0]!;
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !s.startsWith(`/elements/${folder}/`))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is refused when the bytes do not match: no element is defined', async () => {
    const wrong = `sha384-${createHash('sha384').update('something else').digest('base64')}`;
    const { page, context } = await openPage({
      body: '<portico-user-bar id="bar"></portico-user-bar>',
      script: tag(wrong),
    });
    const refused = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
    await page.reload();
    await refused;
    expect(await page.evaluate(() => customElements.get('portico-user-bar'))).toBeUndefined();
    await context.close();
  });
});
