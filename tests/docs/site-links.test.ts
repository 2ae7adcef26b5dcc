import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The built site as a reader meets it, in both languages: every link of every page (the sidebar,
 * the navigation, the language switch and the page body) reaches a page or file of the build
 * and, with a `#fragment`, an element with that id. The markdown check (links.test.ts) cannot see
 * what the theme adds, such as the language switch's links.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(REPO, 'docs', '.vitepress', 'dist');
const BASE = '/docs/';

beforeAll(() => {
  // `npm test` builds the site first; a fresh tree builds it here.
  if (!existsSync(join(DIST, 'index.html'))) {
    execSync('npm run docs:build', { cwd: REPO, stdio: 'inherit' });
  }
}, 240_000);

/** Every page of the build, as paths under dist/ (`zh/getting-started.html`). */
function builtPages(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

const read = (page: string) => readFileSync(join(DIST, page), 'utf8');

/** The `href` of every `<a>` of a page, entities decoded. */
export function anchorsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'"),
  );
}

const idsOf = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));

/** The file of the build a link names, or null when it is not the site's. */
function targetFile(page: string, path: string): string | null {
  const absolute = path.startsWith('/') ? path : posix.join(BASE, posix.dirname(page), path);
  if (!absolute.startsWith(BASE)) return null;
  let file = decodeURI(absolute.slice(BASE.length));
  if (file === '' || file.endsWith('/')) file += 'index.html';
  else if (!/\.\w+$/.test(file)) file += '.html';
  return file;
}

/** What is wrong with one link of a built page, or null. */
export function linkProblem(
  page: string,
  href: string,
  files: { exists(file: string): boolean; ids(file: string): Set<string> },
): string | null {
  if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href.startsWith('//')) return null;
  const [path = '', fragment] = href.split('#');
  if (path.startsWith('/') && !path.startsWith(BASE)) {
    // The server's own pages beside the site (the console, the examples, the API explorer).
    return /^\/(uc\/docs|examples\/|elements\/|packages\/|sso\b|$)/.test(path)
      ? null
      : `${page}: link out of the site: ${href}`;
  }
  const file = path === '' ? page : targetFile(page, path);
  if (!file || !files.exists(file)) return `${page}: no page for ${href}`;
  if (fragment && file.endsWith('.html') && !files.ids(file).has(decodeURIComponent(fragment))) {
    return `${page}: no #${fragment} in ${file}`;
  }
  return null;
}

const distFiles = {
  exists: (file: string) => existsSync(join(DIST, file)),
  ids: (() => {
    const cache = new Map<string, Set<string>>();
    return (file: string) => {
      if (!cache.has(file)) cache.set(file, idsOf(read(file)));
      return cache.get(file)!;
    };
  })(),
};

describe('the built documentation site, English and Chinese', () => {
  it('every link of every page reaches a page and anchor of the site', () => {
    const pages = builtPages();
    expect(pages).toContain('getting-started.html');
    expect(pages).toContain('zh/getting-started.html');
    const links = pages.flatMap((page) => anchorsOf(read(page)).map((href) => ({ page, href })));
    expect(links.filter((l) => l.page.startsWith('zh/')).length).toBeGreaterThan(20);
    expect(
      links.map(({ page, href }) => linkProblem(page, href, distFiles)).filter(Boolean),
    ).toEqual([]);
  });

  it('shows the language switch only on pages that exist in the other language', () => {
    const pages = builtPages().filter((page) => page !== '404.html');
    for (const page of pages) {
      const other = page.startsWith('zh/') ? page.slice(3) : `zh/${page}`;
      const hasSwitch = read(page).includes('VPNavBarTranslations');
      expect(hasSwitch, page).toBe(existsSync(join(DIST, other)));
    }
    // Both ways, to the same page in the other language.
    expect(anchorsOf(read('getting-started.html'))).toContain(`${BASE}zh/getting-started.html`);
    expect(anchorsOf(read('zh/getting-started.html'))).toContain(`${BASE}getting-started.html`);
  });

  it('finds a broken page, a broken anchor and a link out of the site (the checker itself)', () => {
    const files = {
      exists: (file: string) => ['index.html', 'guides/run.html'].includes(file),
      ids: () => new Set(['demo']),
    };
    expect(linkProblem('index.html', '/docs/zh/guides/run.html', files)).toMatch(/no page/);
    expect(linkProblem('index.html', '/docs/guides/run.html#nope', files)).toMatch(/no #nope/);
    expect(linkProblem('index.html', '/work/shared/spec/product.md', files)).toMatch(/out of/);
    expect(linkProblem('zh/index.html', '../guides/run.html#demo', files)).toBeNull();
    expect(linkProblem('index.html', '/docs/', files)).toBeNull();
  });
});

/** The page the server answers for a path the site lacks (static-docs.test.ts pins the serving). */
describe('the 404 page of the build', () => {
  it('is a page of the site, which renders its not-found screen with the navigation', () => {
    const html = read('404.html');
    expect(html).toContain('<title>404 | Portico</title>');
    expect(html).toMatch(/<script type="module" src="\/docs\/assets\/app\.[\w-]+\.js"><\/script>/);
  });
});
