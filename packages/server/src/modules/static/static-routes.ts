import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../../paths';

/** Folders served as files; a missing or null folder is simply not served. */
export interface StaticRoots {
  /** The console build, served at `/` with the SPA fallback. */
  console?: string | null;
  /** The example pages, at `/examples/`. */
  examples?: string | null;
  /** The example child app's build, at `/examples/child-app/` (its sources are not a page). */
  childApp?: string | null;
  /** The standalone elements script, at `/elements/`. */
  elements?: string | null;
  /** Vue's browser ESM build for the Vue example page (no build step), at `/examples/vendor/vue/`. */
  vueBrowserBuild?: string | null;
  /** The documentation site's build (`npm run docs:build`), at `/docs/`. */
  docs?: string | null;
  /**
   * The packed SDK and elements (`npm pack`, scripts/pack-packages.ts), at `/packages/`: a child
   * app installs the hub's own version from there.
   */
  packs?: string | null;
}

/** Where `npm start` finds the builds of the other packages (DESIGN.md "Defaults"). */
export function defaultStaticRoots(repoRoot: string = REPO_ROOT): Required<StaticRoots> {
  return {
    console: path.join(repoRoot, 'packages', 'console', 'dist'),
    examples: path.join(repoRoot, 'examples'),
    childApp: path.join(repoRoot, 'examples', 'child-app', 'dist'),
    elements: path.join(repoRoot, 'packages', 'elements', 'dist', 'standalone'),
    vueBrowserBuild: path.join(repoRoot, 'node_modules', 'vue', 'dist'),
    docs: path.join(repoRoot, 'docs', '.vitepress', 'dist'),
    packs: path.join(repoRoot, 'packs'),
  };
}

/** Paths that belong to the API or to other folders: a miss there is a 404, never the console. */
const NOT_SPA_PREFIXES = [
  '/uc',
  '/internal-message',
  '/translate',
  '/app-config',
  '/gc-websocket',
  '/examples',
  '/elements',
  '/docs',
  '/packages',
];

/** Answers a not-found request with the console's index.html when it is a page navigation. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** Registers what exists of the folders; returns the SPA fallback when the console is served. */
export function registerStatic(app: FastifyInstance, roots: StaticRoots): SpaFallback | null {
  const mounts = [
    { root: roots.console, prefix: '/' },
    // The router prefers the longer prefix, so the build wins over examples/child-app itself.
    { root: roots.childApp, prefix: '/examples/child-app/' },
    { root: roots.vueBrowserBuild, prefix: '/examples/vendor/vue/' },
    { root: roots.examples, prefix: '/examples/' },
    { root: roots.elements, prefix: '/elements/' },
    { root: roots.docs, prefix: '/docs/' },
    { root: roots.packs, prefix: '/packages/' },
  ].filter((m): m is { root: string; prefix: string } => !!m.root && existsSync(m.root));

  mounts.forEach(({ root, prefix }, i) => {
    app.register(fastifyStatic, {
      root,
      prefix,
      // Only the first registration may add reply.sendFile; the others would clash with it.
      decorateReply: i === 0,
      redirect: true,
      // The builds hold `<file>.br` and `<file>.gz` (scripts/precompress.mjs): sent as they are to
      // a client that accepts them, the file itself to any other.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => cachingHeaders(res, root, file),
    });
    if (prefix !== '/') {
      // The plugin redirects folders inside the prefix, not the bare prefix itself.
      const bare = prefix.slice(0, -1);
      app.get(bare, (request, reply) =>
        reply.redirect(prefix + request.url.slice(bare.length), 301),
      );
    }
  });

  // setHeaders writes to the raw response, whose Vary the reply's own (`Vary: Origin` from CORS)
  // would replace when the head is written: both are kept.
  if (mounts.length > 0)
    app.addHook('onSend', (_request, reply, payload, done) => {
      const staticVary = reply.raw.getHeader('vary');
      if (staticVary !== undefined) {
        reply.raw.removeHeader('vary');
        const replyVary = reply.getHeader('vary');
        reply.header(
          'vary',
          replyVary ? `${String(replyVary)}, ${String(staticVary)}` : staticVary,
        );
      }
      done(null, payload);
    });

  const consoleRoot = mounts.find((m) => m.prefix === '/')?.root;
  const docsRoot = mounts.find((m) => m.prefix === '/docs/')?.root;
  if (!consoleRoot && !docsRoot) return null;
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing page of the site (a reload of a link to a page that does not exist, an old
    // address) gets the site's own 404 page, with its navigation, rather than the API's envelope.
    // Checked per request, like the console: the site may be (re)built while the server runs.
    if (docsRoot && pathname.startsWith('/docs/') && existsSync(path.join(docsRoot, '404.html'))) {
      return reply.code(404).sendFile('404.html', docsRoot);
    }
    if (!consoleRoot) return null;
    const indexFile = path.join(consoleRoot, 'index.html');
    return isPageNavigation(request, pathname) && existsSync(indexFile)
      ? reply.sendFile('index.html', consoleRoot)
      : null;
  };
}

/** Chunk names carry a content hash (vite.standalone.config.ts): `portico-<name>-<hash>.js`. */
const HASHED_CHUNK = /^portico-.+-[\w-]{8,}\.js(\.map)?$/;
/** The copy of the whole set in a folder named for the entry's hash (scripts/standalone-integrity.mjs). */
const HASHED_FOLDER = /^[0-9a-f]{16}$/;
/** Vite and VitePress write `assets/<name>-<hash>.<ext>` (`.<hash>.` for VitePress). */
const HASHED_ASSET = /^assets\/(.+\/)?[^/]+[.-][\w-]{8}\.\w+(\.map)?$/;
const ONE_YEAR = 31_536_000;

/** Whether a file's name changes with its content, relative to the folder it is served from. */
export function isContentHashed(relative: string): boolean {
  const name = path.posix.basename(relative);
  if (HASHED_FOLDER.test(path.posix.basename(path.posix.dirname(relative)))) return true;
  // The entry's name is the stable one pages put in their tag, though it matches the chunks'.
  if (name === 'portico-elements.js') return false;
  return HASHED_ASSET.test(relative) || HASHED_CHUNK.test(name);
}

/**
 * A file whose name carries its content hash never changes: it is cached for a year without a
 * revalidation. Everything else (the pages, `portico-elements.js`, the name partners' pages put
 * in their tag) is revalidated on each load (ETag, Last-Modified), so a new release reaches
 * browsers at once. The hash-named elements folder (the tag with an `integrity` attribute points
 * there) never changes either. A compressed copy is cached as its source; caches keep one copy
 * per encoding (Vary).
 */
function cachingHeaders(
  res: { setHeader(name: string, value: string): void },
  root: string,
  file: string,
): void {
  const source = file.replace(/\.(br|gz)$/, '');
  const relative = path.relative(root, source).split(path.sep).join('/');
  res.setHeader(
    'Cache-Control',
    isContentHashed(relative) ? `public, max-age=${ONE_YEAR}, immutable` : 'public, no-cache',
  );
  res.setHeader('Vary', 'Accept-Encoding');
}

function isPageNavigation(request: FastifyRequest, pathname: string): boolean {
  // Like connect-history-api-fallback: browsers ask for text/html, curl and wget for */*.
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  return !NOT_SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
