import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeBlocks, docPages } from './markdown-pages';

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
const blocks = handWritten.flatMap(codeBlocks).filter((block) => CHECKED.has(block.lang));

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
