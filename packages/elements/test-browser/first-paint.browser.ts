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

/**
 * README "Embed in any page": the page's cost of bar + bell is every script and style file it
 * fetches until both are interactive, not the entry's static imports, measured on the package
 * a consumer installs: the SDK and the elements packed (`npm pack`), the tarballs installed
 * outside the workspace, that installed standalone folder served as the hub serves it. Signed
 * out nothing of messaging loads: the entry alone, Preact's core inside it (one request).
 * Signed in the bell is interactive when it shows the first unread count, over HTTP: the entry
 * and the messaging core; the STOMP client is a chunk of its own that loads after it, and the live connection
 * follows. Both fit the 40 KiB budget, React nowhere.
 */
describe('the standalone first paint: every file fetched, gzip -9', () => {
  // The folder a consumer installs: the SDK and the elements packed, installed from the tarballs.
  let packed: string;
  beforeAll(async () => {
    packed = await packedStandalone();
  }, 300_000);

  it('signed out: the entry alone, Preact inside it, within the 40 KiB budget', async () => {
    const { bytes, files, allFiles } = await fetchedFirstPaint(false, packed);
    expect(files).toEqual(['portico-elements.js']);
    expect(allFiles).toEqual(files);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
  });

  it('signed in: the entry and the messaging core show the count within 40 KiB; STOMP follows', async () => {
    const { bytes, files, allFiles } = await fetchedFirstPaint(true, packed);
    expect(files).toEqual([
      'portico-elements.js',
      expect.stringMatching(/^portico-messaging-core-/),
    ]);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
    // The live connection is up with one more file, the STOMP client, and nothing of the centre,
    // the parts or the dialogs.
    expect(allFiles).toEqual([...files, expect.stringMatching(/^portico-stomp-/)]);
    expect(
      allFiles.filter((f) => /centre|dialog|modal|popover|styles|bodies|parts/.test(f)),
    ).toEqual([]);
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
