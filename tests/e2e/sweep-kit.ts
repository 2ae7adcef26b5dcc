import type { Page } from 'playwright-core';

/*
 * What the dialog sweep reads on a screen besides its layout (layout-check.ts): English words
 * left in a Chinese screen. The data's own names and codes are excused: words of the JSON the
 * page read (minus translations, which are the interface's words), table cells, tree items,
 * chosen values, and the product and technical names kept in Latin letters in Chinese.
 */

/** Names kept in Latin letters in a Chinese interface. */
const KEPT = new Set(
  [
    'Portico',
    // The protocol's name: OpenID Connect is not translated in Chinese either.
    'OpenID',
    'Connect',
    'IP',
    'CIDR',
    'SMS',
    'Logo',
    'URL',
    'HTML',
    'CSS',
    'JavaScript',
    'Vue',
    'ico',
    'HH',
    'mm',
    'ID',
    'App',
    'Apps',
    'SSO',
    'API',
    'PC',
    'iframe',
    'kv',
    'key',
    'code',
    'Esc',
    'png',
    'jpg',
    'gif',
    'webp',
    'svg',
    'woff',
    'woff2',
    'ttf',
    'otf',
    'txt',
    'js',
    'json',
    'http',
    'https',
  ].map((w) => w.toLowerCase()),
);

const WORD = /[A-Za-z][A-Za-z'-]*[A-Za-z]/g;

function collectWords(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    for (const word of value.match(WORD) ?? []) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) collectWords(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectWords(item, into);
  }
}

/** Collects the words of the data the page reads; `settle` waits for the reads in flight. */
export function watchDataWords(page: Page) {
  const words = new Set<string>();
  const reading: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json') || /\/kv|translat/i.test(response.url())) return;
    reading.push(
      response.json().then(
        (body: unknown) => collectWords(body, words),
        () => undefined,
      ),
    );
  });
  return { words, settle: () => Promise.all(reading) };
}

/**
 * English words shown inside `scope` (its last match, the topmost dialog; or `every` match, the
 * top and side menus and breadcrumbs), outside the data it shows.
 */
export async function englishIn(
  page: Page,
  scope: string,
  data: Set<string>,
  which: 'last' | 'every' = 'last',
): Promise<string[]> {
  const shown = await page.evaluate(
    ([scope, which]) => {
      // Where the data's names and codes are shown: what the administrator typed stays as typed.
      const DATA =
        'td, [role=treeitem], [role=option], option, code, kbd, textarea, input, [translate=no], [data-testid=selected-department], [data-testid=ip-entry], script, style, [hidden], [aria-hidden=true]';
      const all = [...document.querySelectorAll(scope)];
      const roots = which === 'every' ? all : all.slice(-1);
      const words = new Set<string>();
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(DATA)) continue;
          const box = parent.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          for (const word of node.textContent?.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []) {
            words.add(word);
          }
        }
      }
      return [...words];
    },
    [scope, which] as const,
  );
  // Codes of the data (H001, PLATFORM, UC_OP_USER) are written in capitals and digits.
  return shown.filter(
    (word) => !KEPT.has(word.toLowerCase()) && !/^[A-Z0-9_]+$/.test(word) && !data.has(word),
  );
}
