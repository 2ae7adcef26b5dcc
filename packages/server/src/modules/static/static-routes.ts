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
  ].filter((m): m is { root: string; prefix: string } => !!m.root && existsSync(m.root));

  mounts.forEach(({ root, prefix }, i) => {
    // Only the first registration may add reply.sendFile; the others would clash with it.
    const caching =
      prefix === '/elements/' ? { cacheControl: false, setHeaders: elementsCaching } : {};
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: i === 0,
      redirect: true,
      ...caching,
    });
    if (prefix !== '/') {
      // The plugin redirects folders inside the prefix, not the bare prefix itself.
      const bare = prefix.slice(0, -1);
      app.get(bare, (request, reply) =>
        reply.redirect(prefix + request.url.slice(bare.length), 301),
      );
    }
  });

  const consoleRoot = mounts.find((m) => m.prefix === '/')?.root;
  if (!consoleRoot) return null;
  const indexFile = path.join(consoleRoot, 'index.html');
  return (request, reply) =>
    // Checked per request: the console may be (re)built while the server runs.
    isPageNavigation(request) && existsSync(indexFile)
      ? reply.sendFile('index.html', consoleRoot)
      : null;
}

/** Chunk names carry a content hash (vite.standalone.config.ts): `portico-<name>-<hash>.js`. */
const HASHED_CHUNK = /^portico-.+-[\w-]{8,}\.js(\.map)?$/;
/** The copy of the whole set in a folder named for the entry's hash (scripts/standalone-integrity.mjs). */
const HASHED_FOLDER = /^[0-9a-f]{16}$/;
const ONE_YEAR = 31_536_000;

/**
 * The elements script is loaded by pages on other origins: a hashed chunk never changes, so it
 * is cached for a year; the entry (`portico-elements.js`, the name pages put in their tag) is
 * revalidated on each load (ETag), so a new release reaches them at once. Everything in the
 * hash-named folder (the tag with an `integrity` attribute points there) never changes either.
 */
function elementsCaching(res: { setHeader(name: string, value: string): void }, file: string) {
  const name = path.basename(file);
  const inHashedFolder = HASHED_FOLDER.test(path.basename(path.dirname(file)));
  res.setHeader(
    'Cache-Control',
    inHashedFolder || (HASHED_CHUNK.test(name) && name !== 'portico-elements.js')
      ? `public, max-age=${ONE_YEAR}, immutable`
      : 'public, no-cache',
  );
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Like connect-history-api-fallback: browsers ask for text/html, curl and wget for */*.
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !NOT_SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
