import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchedFirstPaint, FIRST_PAINT_BUDGET } from '../../../bench/elements-first-paint';
import { packedStandalone, removePackedStandalone } from '../../../bench/packed-elements';
import { barPage, done, openMenu } from './bar-page';
import { closeBrowser } from './harness';

afterAll(async () => {
  await closeBrowser();
  removePackedStandalone();
});

const elements = fileURLToPath(new URL('..', import.meta.url));
const entry = `${elements}dist/standalone/portico-elements.js`;

const KIB = 1024;

/**
 * README "Embed in any page": the page's cost of bar + bell is every script and style file it
 * fetches until both are interactive, not the entry's static imports, measured on the package
 * a consumer installs: the SDK and the elements packed (`npm pack`), the tarballs installed
 * outside the workspace, that installed standalone folder served as the hub serves it. Signed
 * out nothing of messaging loads and the page fits the 90 KiB budget. Signed in the bell's count needs the messaging core (count and STOMP), one
 * chunk; the centre, popups and tips come later. That ceiling pins today's figure (91.6 KiB) so
 * growth fails, until the entry shrinks to the budget.
 */
describe('the standalone first paint: every file fetched, gzip -9', () => {
  // The folder a consumer installs: the SDK and the elements packed, installed from the tarballs.
  let packed: string;
  beforeAll(async () => {
    packed = await packedStandalone();
  }, 300_000);

  it('signed out: the entry alone, within the 90 KiB budget', async () => {
    const { bytes, files } = await fetchedFirstPaint(false, packed);
    expect(files).toEqual(['portico-elements.js']);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
  });

  it('signed in: the entry and the messaging core for the count, no centre, parts or dialog', async () => {
    const { bytes, files } = await fetchedFirstPaint(true, packed);
    expect(files).toEqual([
      'portico-elements.js',
      expect.stringMatching(/^portico-messaging-core-/),
    ]);
    expect(files.filter((f) => /centre|dialog|modal|popover|styles|bodies/.test(f))).toEqual([]);
    // Pinned at today's size, 1.7 KiB over FIRST_PAINT_BUDGET: the STOMP client in the messaging
    // core is what is left to shrink (see the elements README on the standalone script).
    expect(bytes).toBeLessThanOrEqual(91.7 * KIB);
  });
});

describe('the standalone first paint: its styles', () => {
  it('generates first-paint.css from every entry module that has classes', () => {
    const map = JSON.parse(readFileSync(`${entry}.map`, 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    const sheet = readFileSync(`${elements}src/first-paint.css`, 'utf8');
    const styled = map.sources
      .map((source, index) => ({ source, content: map.sourcesContent[index] ?? '' }))
      .filter(({ source, content }) => source.startsWith('../../src/') && /className/.test(content))
      .map(({ source }) => source.replace('../../src/', './'));
    expect(styled).toContain('./components/user-bar/user-bar.tsx');
    expect(styled.filter((source) => !sheet.includes(`@source '${source}';`))).toEqual([]);
  });

  it('loads the full sheet only with a lazy part, and the bar looks the same after it', async () => {
    const { page, bar, context } = await barPage();
    const styleChunks: string[] = [];
    page.on('request', (request) => {
      if (/portico-styles-[\w-]+\.js$/.test(request.url())) styleChunks.push(request.url());
    });
    const button = bar.locator('[part~="user-info-button"]');
    await button.waitFor();
    const look = () =>
      button.evaluate((node) => {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        return [style.padding, style.borderRadius, style.backgroundColor, box.width, box.height];
      });
    const before = await look();
    expect(styleChunks).toEqual([]);
    const menu = await openMenu(page);
    expect(styleChunks).toHaveLength(1);
    // The popover's `shadow-xl` is in no first-paint module: styled means the full sheet is in.
    const shadow = await menu.evaluate((node) => {
      const panel = node.closest('.shadow-xl');
      return panel ? getComputedStyle(panel).boxShadow : 'no panel';
    });
    expect(shadow).toMatch(/rgba?\(/);
    await page.keyboard.press('Escape');
    expect(await look()).toEqual(before);
    await done(context);
  });
});
