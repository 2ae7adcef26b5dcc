import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS_ROOT, docPages, readPage } from './markdown-pages';
import { headingIds } from './slug';

/**
 * The site's links: no broken links, nothing pointing to ../shared or
 * outside the repository except documented external sites. Checked over the markdown, the
 * generated reference pages included, so it needs no site build: every internal link reaches a
 * page of the site and, with a `#fragment`, one of that page's headings.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** External sites the pages may link to: the demo's own addresses and the libraries named. */
const EXTERNAL_ALLOWED = [
  /^https?:\/\/localhost(:\d+)?\//,
  /^https?:\/\/127\.0\.0\.1(:\d+)?\//,
  /^https:\/\/prometheus\.io\b/,
  /^https:\/\/pglite\.dev\b/,
  /^https:\/\/github\.com\/panva\//,
];

const REFERENCE_PAGES = ['api', 'errors', 'elements', 'sdk', 'config'];

/**
 * The specification and design notes the project was built from live outside the repository: a
 * reader of the docs cannot open them, so a page describes the behaviour in its own words.
 */
const OUTSIDE_FILES = /\b(?:product|api-contract|DESIGN|STYLE)\.md\b|\/work\/|\.\.\/shared\//g;

beforeAll(() => {
  // The reference pages are build output; a fresh tree makes them the way docs:build does.
  if (REFERENCE_PAGES.some((p) => !existsSync(join(DOCS_ROOT, 'reference', `${p}.md`)))) {
    execSync('npm run docs:generate', { cwd: REPO, stdio: 'inherit' });
  }
}, 240_000);

/** The repository's web address, as the published packages declare it. */
function repositoryHome(): string {
  const manifest = JSON.parse(readFileSync(join(REPO, 'packages/sdk/package.json'), 'utf8')) as {
    repository: { url: string };
  };
  return manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
}

interface Link {
  page: string;
  target: string;
}

/** Markdown links and images, bare `<…>` autolinks' hrefs, and front-matter `link:` entries. */
function linksOf(page: string): Link[] {
  const text = readPage(page).replace(/^```[\s\S]*?^```/gm, '');
  const targets = [
    ...[...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*link:\s*(\S+)/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return targets.map((target) => ({ page, target }));
}

/** The page file a site link names: `/guides/x`, `./x.md`, `../reference/api.md#…`. */
function resolvePage(from: string, path: string): string | null {
  const base = path.startsWith('/') ? path.slice(1) : join(dirname(from), path);
  const clean = normalize(base).replace(/\.(md|html)$/, '');
  for (const candidate of [`${clean}.md`, join(clean, 'index.md')]) {
    if (existsSync(join(DOCS_ROOT, candidate))) return candidate;
  }
  return null;
}

function problem({ page, target }: Link): string | null {
  if (/^(https?:)?\/\//.test(target)) {
    return EXTERNAL_ALLOWED.some((allowed) => allowed.test(target))
      ? null
      : `${page}: external link not in the allowed list: ${target}`;
  }
  if (/^(mailto|tel):/.test(target)) return null;
  const [path = '', fragment] = target.split('#');
  if (target.includes('shared/')) return `${page}: points to the specification folder: ${target}`;
  // Images and files under docs/public are served from the site root.
  if (/\.(png|svg|jpg|webp)$/.test(path)) {
    const file = path.startsWith('/')
      ? join(DOCS_ROOT, 'public', path)
      : join(DOCS_ROOT, dirname(page), path);
    return existsSync(file) ? null : `${page}: missing image ${target}`;
  }
  const targetPage = path === '' ? page : resolvePage(page, path);
  if (!targetPage) return `${page}: no page for ${target}`;
  if (relative(DOCS_ROOT, join(DOCS_ROOT, targetPage)).startsWith('..')) {
    return `${page}: points outside the site: ${target}`;
  }
  if (fragment && !headingIds(readPage(targetPage)).has(fragment)) {
    return `${page}: no heading #${fragment} in ${targetPage}`;
  }
  return null;
}

describe('docs links', () => {
  it('every page is found, generated reference pages included', () => {
    const pages = docPages();
    for (const p of REFERENCE_PAGES) expect(pages).toContain(`reference/${p}.md`);
    expect(pages).toContain('getting-started.md');
    expect(pages).toContain('zh/getting-started.md');
  });

  it('every internal link reaches a page and heading; external links are the documented sites', () => {
    const links = docPages().flatMap(linksOf);
    expect(links.length).toBeGreaterThan(20);
    expect(links.map(problem).filter(Boolean)).toEqual([]);
  });

  it('finds a broken anchor and a link out of the site (the checker itself)', () => {
    expect(problem({ page: 'guides/child-app.md', target: './embed-elements.md#no-such' })).toMatch(
      /no heading/,
    );
    expect(problem({ page: 'index.md', target: '../../shared/spec/product.md' })).toMatch(
      /specification/,
    );
    expect(problem({ page: 'index.md', target: 'https://example.org/' })).toMatch(/external/);
    expect(
      problem({ page: 'guides/child-app.md', target: './embed-elements.md#origins-and-cors' }),
    ).toBeNull();
  });

  it('no page (the generated references included), nor the root, console or server README, cites a file that is not in the repository', () => {
    const written = docPages();
    const readmes = ['README.md', 'packages/console/README.md', 'packages/server/README.md'];
    const texts = [
      ...written.map((page) => ({ file: `docs/${page}`, text: readPage(page) })),
      ...readmes.map((file) => ({ file, text: readFileSync(join(REPO, file), 'utf8') })),
    ];
    expect(texts.length).toBeGreaterThan(15);
    const offenders = texts.flatMap(({ file, text }) =>
      [...text.matchAll(OUTSIDE_FILES)].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a citation of a file outside the repository (the checker itself)', () => {
    for (const text of [
      '(product.md §2.2)',
      'api-contract.md §7.1',
      'DESIGN.md "Security model"',
      '/work/shared/x',
    ]) {
      expect(text.match(OUTSIDE_FILES), text).not.toBeNull();
    }
    expect('packages/sdk/README.md, examples/vue-page/README.md'.match(OUTSIDE_FILES)).toBeNull();
  });

  it('the READMEs never point to the specification folder outside the repository', () => {
    const readmes = [
      'README.md',
      ...['sdk', 'elements', 'console', 'server'].map((p) => `packages/${p}/README.md`),
    ];
    const offenders = readmes.filter((file) =>
      /\.\.\/shared\//.test(readFileSync(join(REPO, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
  it('the READMEs link into the site to pages that exist', () => {
    const readmes = [
      'README.md',
      ...['sdk', 'elements', 'console', 'server'].map((p) => `packages/${p}/README.md`),
    ];
    // A README published to npm (the SDK's) links to the repository's files by absolute address.
    const published = `${repositoryHome()}/blob/main/`;
    const links = readmes.flatMap((file) =>
      [...readFileSync(join(REPO, file), 'utf8').matchAll(/\]\(([^)#\s]*docs\/[^)#\s]+\.md)/g)].map(
        (m) =>
          m[1]!.startsWith(published)
            ? join(REPO, m[1]!.slice(published.length))
            : join(dirname(join(REPO, file)), m[1]!),
      ),
    );
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(links.filter((file) => !existsSync(file))).toEqual([]);
  });
});
