import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts } from '../../docs/.vitepress/inline-scripts';

/**
 * The documentation pages run under the server's Content-Security-Policy, which allows no inline
 * script (README "Security headers"): VitePress' inline scripts are moved into files at build time.
 */
const DIST = fileURLToPath(new URL('../../docs/.vitepress/dist/', import.meta.url));

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('documentation pages without inline script (README "Security headers")', () => {
  it('moves each inline script into a file under the base, keeping its place in the head', () => {
    const page =
      '<head><script type="module" src="/docs/app.js"></script>' +
      '<script id="check-dark-mode">(()=>{document.documentElement.classList.add("dark")})();</script>' +
      '</head>';
    const { html, scripts } = externalizeInlineScripts(page, '/docs/');
    expect(html).toBe(
      '<head><script type="module" src="/docs/app.js"></script>' +
        '<script id="check-dark-mode" src="/docs/inline/check-dark-mode.js"></script></head>',
    );
    expect(scripts.get('check-dark-mode')).toBe(
      '(()=>{document.documentElement.classList.add("dark")})();',
    );
  });

  it('leaves no inline script in the built site, and every script it names is there', () => {
    // `npm test` builds the site (npm run docs:build) before the tests run.
    expect(existsSync(DIST), 'run `npm run docs:build` first').toBe(true);
    const pages = htmlFiles(DIST);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>[^<]+<\/script>/g) ?? [];
      expect(inline, page).toEqual([]);
      for (const [, src] of html.matchAll(/<script[^>]*\bsrc="\/docs\/([^"]+)"/g)) {
        expect(existsSync(join(DIST, src!)), `${page} → ${src}`).toBe(true);
      }
    }
  });
});
