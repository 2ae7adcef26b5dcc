import { launchChromium } from '../tests/e2e/browser';

// Looks at a page as a person would: `npx tsx scripts/screenshot.ts <url> <out.png> [locale]`.
const [url, out = 'screenshots/page.png', locale = 'en-US'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npx tsx scripts/screenshot.ts <url> <out.png> [locale]');
  process.exit(2);
}
const browser = await launchChromium();
try {
  const page = await browser.newPage({ locale, viewport: { width: 1280, height: 800 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
