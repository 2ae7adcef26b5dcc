import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';
import { inlineScriptHooks } from './inline-scripts';

/** The architecture page is written beside this site; the sidebar lists it once it is there. */
const hasArchitecture = existsSync(fileURLToPath(new URL('../architecture.md', import.meta.url)));

const DOCS = fileURLToPath(new URL('../', import.meta.url));

/** The locales' folders: the root one is English, `zh/` its Chinese counterpart. */
const LOCALE_FOLDERS: Record<string, string> = { root: '', zh: 'zh/' };

/** The locales a page (`guides/x.md`, `zh/guides/x.md`) is written in, its own included. */
export function translationsOf(relativePath: string): string[] {
  const own = Object.entries(LOCALE_FOLDERS).find(
    ([key, folder]) => key !== 'root' && relativePath.startsWith(folder),
  );
  const rest = own ? relativePath.slice(own[1].length) : relativePath;
  return Object.entries(LOCALE_FOLDERS)
    .filter(([, folder]) => existsSync(join(DOCS, folder + rest)))
    .map(([key]) => key);
}

const reference: DefaultTheme.SidebarItem = {
  text: 'Reference (generated)',
  items: [
    { text: 'HTTP API', link: '/reference/api' },
    { text: 'Error catalogue', link: '/reference/errors' },
    { text: 'Elements', link: '/reference/elements' },
    { text: 'SDK API', link: '/reference/sdk' },
    { text: 'Configuration variables', link: '/reference/config' },
  ],
};

const concepts: DefaultTheme.SidebarItem = {
  text: 'Concepts',
  items: [
    ...(hasArchitecture ? [{ text: 'Architecture', link: '/architecture' }] : []),
    { text: 'Security model', link: '/concepts/security' },
  ],
};

const enSidebar: DefaultTheme.Sidebar = [
  {
    text: 'Start',
    items: [
      { text: 'Introduction', link: '/' },
      { text: 'Getting started', link: '/getting-started' },
    ],
  },
  {
    text: 'Guides',
    items: [
      { text: 'Integrate a child app', link: '/guides/child-app' },
      { text: 'Embed the elements', link: '/guides/embed-elements' },
      { text: 'OpenID Connect and CAS', link: '/guides/oidc-cas' },
      { text: 'Upstream identity providers', link: '/guides/upstream-idp' },
      { text: 'Protect accounts with a second factor', link: '/guides/second-factor' },
      { text: 'Passkeys', link: '/guides/passkeys' },
      { text: 'Administer', link: '/guides/administer' },
      { text: 'Sessions and devices', link: '/guides/sessions' },
      { text: 'Send an announcement', link: '/guides/announcements' },
      { text: 'Audit trail', link: '/guides/audit-and-sessions' },
    ],
  },
  {
    text: 'Run and operate',
    items: [
      { text: 'Run the server', link: '/guides/run' },
      { text: 'Run in production', link: '/guides/production' },
      { text: 'Operate', link: '/guides/operate' },
    ],
  },
  {
    text: 'HTTP API',
    items: [
      { text: 'The HTTP API', link: '/guides/http-api' },
      { text: 'Messages and live push', link: '/guides/messages' },
    ],
  },
  concepts,
  reference,
];

const zhSidebar: DefaultTheme.Sidebar = [
  {
    text: '开始',
    items: [
      { text: '简介', link: '/zh/' },
      { text: '快速上手', link: '/zh/getting-started' },
      { text: '管理指南', link: '/zh/guides/administer' },
      { text: '用第二因素保护账号', link: '/zh/guides/second-factor' },
      { text: '发送公告', link: '/zh/guides/announcements' },
    ],
  },
  {
    text: '开发者文档（英文）',
    items: [
      { text: 'Integrate a child app', link: '/guides/child-app' },
      { text: 'Embed the elements', link: '/guides/embed-elements' },
      { text: 'Run the server', link: '/guides/run' },
      { text: 'Run in production', link: '/guides/production' },
      { text: 'The HTTP API', link: '/guides/http-api' },
      { text: 'HTTP API reference', link: '/reference/api' },
    ],
  },
];

export default defineConfig({
  title: 'Portico',
  description: 'Enterprise application hub and user centre',
  // Served by `npm start` under /docs/ beside the console.
  base: '/docs/',
  // Keeps VitePress' cache out of the source tree (and out of prettier's way).
  cacheDir: fileURLToPath(new URL('../../node_modules/.cache/vitepress', import.meta.url)),
  // The page-hash map goes into a chunk instead of an inline script: the server's CSP allows
  // no inline script.
  metaChunk: true,
  // And VitePress' own inline scripts become files, for the same reason.
  ...inlineScriptHooks('/docs/'),
  lastUpdated: false,
  // The language switch offers only the languages a page is written in (theme/langs.ts).
  transformPageData(pageData) {
    pageData.frontmatter.translations = translationsOf(pageData.relativePath);
  },
  vite: {
    resolve: {
      alias: [
        {
          find: /^\.\.?\/composables\/langs$/,
          replacement: fileURLToPath(new URL('./theme/langs.ts', import.meta.url)),
        },
      ],
    },
  },
  // Any dead internal link fails the build; localhost addresses are the demo's own.
  ignoreDeadLinks: ['localhostLinks', /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/],
  locales: {
    root: {
      label: 'English',
      lang: 'en-US',
      themeConfig: { nav: [{ text: 'Guides', link: '/guides/child-app' }], sidebar: enSidebar },
    },
    zh: {
      label: '简体中文',
      lang: 'zh-CN',
      link: '/zh/',
      themeConfig: {
        nav: [{ text: '快速上手', link: '/zh/getting-started' }],
        sidebar: zhSidebar,
        outline: { label: '本页目录' },
        docFooter: { prev: '上一页', next: '下一页' },
      },
    },
  },
  themeConfig: {
    search: { provider: 'local' },
    outline: [2, 3],
  },
});
