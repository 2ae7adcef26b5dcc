import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeBlocks, docPages, type CodeBlock } from './markdown-pages';

/**
 * Snippets that cannot rot (issue "Build" 2): every ts, tsx and js block of the hand-written
 * pages is written to a file of its own and type-checked against the packages' sources (the
 * `source` export condition), with the prelude declaring what the guides take from an earlier
 * step. A renamed export, a changed option or a wrong argument fails here.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(REPO, 'node_modules/.cache/docs-snippets');
const PRELUDE = join(OUT, 'prelude.d.ts');

/**
 * What the guides' snippets take as given: the client and setup made in an earlier step, the
 * app's own functions, the script-tag global and stylesheet imports. Written beside the
 * snippets at run time (kept out of the repository's own type-check, where they would be
 * globals of every script).
 */
const PRELUDE_TEXT = `
declare const portico: import('@portico/sdk').PorticoClient;
declare const sso: ReturnType<typeof import('@portico/sdk').setupFromConfig>;
declare const Portico: import('@portico/elements/define').PorticoGlobal;
declare function renderApp(): void;
declare function closeChildFrame(): void;
declare function Index(): import('react').ReactElement;
declare module '*.css';
`;
const CHECKED = new Set(['ts', 'tsx', 'js']);

const handWritten = docPages().filter((page) => !page.startsWith('reference/'));
const allBlocks = handWritten.flatMap(codeBlocks);
const blocks = allBlocks.filter((block) => CHECKED.has(block.lang));

/**
 * The guides a consumer test follows literally: their blocks opened with a file name
 * (```html [index.html]) are written into a fresh app and run in Chromium against the server.
 */
const RUN_BY: Record<string, string> = {
  'guides/child-app.md': 'tests/consumers/guide-child-app.test.ts',
  'guides/embed-elements.md': 'tests/consumers/guide-embed-elements.test.ts',
};
/** The page's Content-Security-Policy, served as written by the embedding guide's test. */
const runsAsHeader = (block: CodeBlock) =>
  block.page === 'guides/embed-elements.md' && block.code.startsWith('Content-Security-Policy:');

/**
 * The languages no test runs, and why. Shell lines install, start or clone (npm create, npm
 * start with a database, a second node, the OIDC example against a live issuer): the consumer
 * and end-to-end tests do the same steps through their helpers. The production guide's nginx
 * block is the configuration the rolling-restart run (`npm run test:rolling`, and the server tests
 * on PostgreSQL) starts nginx with; the Apache blocks are relying-party configurations whose
 * directives the stock-client tests (tests/e2e/oidc-apache.e2e.ts, cas-stock-client.e2e.ts) run
 * in a real Apache; the untagged blocks are diagrams of text.
 */
const NOT_RUN: Record<string, string> = {
  sh: 'commands that install, start or clone; the tests take the same steps through helpers',
  nginx: 'the proxy configuration the rolling-restart run starts nginx with',
  apache: 'a relying-party configuration; the stock-client e2e tests run the same directives',
  '': 'a text diagram',
};

/** What checks a block, or null when none does. */
function checkedBy(block: CodeBlock): string | null {
  if (block.title !== null || runsAsHeader(block)) return RUN_BY[block.page] ?? null;
  if (CHECKED.has(block.lang)) return 'type-check';
  if (['json', 'css', 'http'].includes(block.lang)) return 'parse';
  return NOT_RUN[block.lang] ? 'not run' : null;
}

/** A json, css or http block's syntax errors. */
async function parseErrors(block: CodeBlock): Promise<string[]> {
  const where = `${block.page}:${block.line}`;
  const json = (text: string) => {
    try {
      JSON.parse(text);
      return [];
    } catch (error) {
      return [`${where} ${(error as Error).message}`];
    }
  };
  if (block.lang === 'json') return json(block.code);
  if (block.lang === 'css') {
    const { warnings } = await transform(block.code, { loader: 'css' });
    return warnings.map((w) => `${where} ${w.text}`);
  }
  // http: a request line, headers, a blank line and a JSON body.
  const [head = '', body = ''] = block.code.split(/\n\s*\n/);
  const [request = '', ...headers] = head.split('\n');
  const errors = /^(GET|POST|PUT|DELETE|PATCH) \/\S*$/.test(request)
    ? []
    : [`${where} not a request line: ${request}`];
  for (const header of headers) {
    if (!/^[A-Za-z-]+: \S/.test(header)) errors.push(`${where} not a header: ${header}`);
  }
  return body.trim() ? [...errors, ...json(body)] : errors;
}

function typeCheck(files: Map<string, string>): string[] {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(PRELUDE, PRELUDE_TEXT);
  for (const [file, code] of files) writeFileSync(join(OUT, file), code);
  const program = ts.createProgram([PRELUDE, ...[...files.keys()].map((f) => join(OUT, f))], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    customConditions: ['source'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  });
  const diagnostics = [...files.keys()].flatMap((file) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(join(OUT, file))),
  );
  return diagnostics.map((d) => {
    const where = d.file ? d.file.fileName.slice(OUT.length + 1) : '';
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    return `${where}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** `guides/child-app.md` line 42 → `guides_child-app.md.42.ts`: the name says where it came from. */
const fileOf = (page: string, line: number, lang: string) =>
  `${page.replace(/[\\/]/g, '_')}.${line}.${lang === 'tsx' ? 'tsx' : 'ts'}`;

describe('docs snippets', () => {
  it('the guides have code to check', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    expect(new Set(blocks.map((b) => b.page))).toContain('guides/child-app.md');
  });

  it('no block is skipped silently: each is type-checked, parsed, run by a guide test or in the not-run list', () => {
    const unchecked = allBlocks
      .filter((block) => checkedBy(block) === null)
      .map((block) => `${block.page}:${block.line} ${block.lang || '(untagged)'}`);
    expect(unchecked).toEqual([]);
    // The guide tests named above exist and read their guide.
    for (const [page, test] of Object.entries(RUN_BY)) {
      expect(existsSync(join(REPO, test)), test).toBe(true);
      expect(readFileSync(join(REPO, test), 'utf8')).toContain(`'${page}'`);
    }
    // What is not run is only what the list above explains.
    const notRun = new Set(allBlocks.filter((b) => checkedBy(b) === 'not run').map((b) => b.lang));
    expect([...notRun].sort()).toEqual(Object.keys(NOT_RUN).sort());
  });

  it('an unlisted language and a malformed block are caught (the checks themselves)', async () => {
    const block = (lang: string, code: string): CodeBlock => ({
      page: 'x.md',
      line: 1,
      lang,
      title: null,
      code,
    });
    expect(checkedBy(block('yaml', 'a: 1'))).toBeNull();
    expect(await parseErrors(block('json', '{"a":'))).toHaveLength(1);
    expect(await parseErrors(block('css', 'a { color red }'))).not.toEqual([]);
    expect(await parseErrors(block('http', 'FETCH uc/apply\nbad header'))).toHaveLength(2);
  });

  it('every json, css and http block parses', async () => {
    const parsed = allBlocks.filter((block) => checkedBy(block) === 'parse');
    expect(parsed.length).toBeGreaterThanOrEqual(2);
    expect((await Promise.all(parsed.map(parseErrors))).flat()).toEqual([]);
  });

  it('every ts/tsx/js block type-checks against the packages', () => {
    const files = new Map(blocks.map((b) => [fileOf(b.page, b.line, b.lang), b.code]));
    expect(typeCheck(files)).toEqual([]);
  }, 120_000);

  it('fails a snippet that calls an SDK export that does not exist (the check itself)', () => {
    const files = new Map([
      [
        'broken.ts',
        "import { createPortico } from '@portico/sdk';\ncreatePortico().noSuchCall();\n",
      ],
    ]);
    expect(typeCheck(files).join('\n')).toMatch(/noSuchCall/);
  }, 120_000);
});
