import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOCS_ROOT = fileURLToPath(new URL('../../docs/', import.meta.url));

/** Every markdown page of the site, hand-written and generated, as paths under docs/. */
export function docPages(): string[] {
  return readdirSync(DOCS_ROOT, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        file.endsWith('.md') && !file.startsWith('.vitepress') && !file.includes('node_modules'),
    )
    .sort();
}

export function readPage(page: string): string {
  return readFileSync(join(DOCS_ROOT, page), 'utf8');
}

export interface CodeBlock {
  page: string;
  line: number;
  lang: string;
  /** The file name of a block opened as ```ts [src/main.ts] (VitePress shows it as a tab). */
  title: string | null;
  code: string;
}

/** The fenced code blocks of a page with their language tag and starting line. */
export function codeBlocks(page: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = readPage(page).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})(\w*)(?:\s+\[([^\]]+)\])?/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', title] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j] ?? '').trimStart().startsWith(fence); j++) {
      body.push((lines[j] ?? '').slice(indent.length));
    }
    blocks.push({ page, line: i + 1, lang, title: title ?? null, code: body.join('\n') });
    i = j;
  }
  return blocks;
}

export const pageName = (file: string) => relative(DOCS_ROOT, join(DOCS_ROOT, file));
