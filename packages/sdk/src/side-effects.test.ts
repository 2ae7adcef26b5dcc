// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * package.json says `"sideEffects": false`: a bundler may drop any module of the SDK whose
 * exports a page does not use. That holds only while no shipped module does something when it is
 * imported — registers texts, patches a global, opens a channel. Top-level constants may be
 * computed (a zod schema, a Set, a catalogue area); top-level statements that run for their
 * effect may not. Registration happens in the functions that show the texts.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const NOT_SHIPPED =
  /\.test\.ts$|^test-setup\.ts$|sso\/test-harness\.ts$|messaging\/(test-support|fake-stomp-server)\.ts$/;

function shippedModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return shippedModules(file);
    const relative = path.relative(src, file).split(path.sep).join('/');
    return file.endsWith('.ts') && !NOT_SHIPPED.test(relative) ? [relative] : [];
  });
}

/** Statements that run when the module is evaluated, for what they do rather than what they declare. */
function effectfulStatements(file: string, text = readFileSync(path.join(src, file), 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter(
      (statement) =>
        !ts.isImportDeclaration(statement) &&
        !ts.isExportDeclaration(statement) &&
        !ts.isVariableStatement(statement) &&
        !ts.isFunctionDeclaration(statement) &&
        !ts.isClassDeclaration(statement) &&
        !ts.isInterfaceDeclaration(statement) &&
        !ts.isTypeAliasDeclaration(statement) &&
        !ts.isEnumDeclaration(statement) &&
        !ts.isModuleDeclaration(statement),
    )
    .map((statement) => `${file}: ${statement.getText(source).slice(0, 80)}`);
}

describe('"sideEffects": false in package.json (README "Packaging")', () => {
  const modules = shippedModules(src);

  it('finds the shipped modules', () => {
    expect(modules).toContain('index.ts');
    expect(modules).toContain('contract/index.ts');
    expect(modules).toContain('messaging/index.ts');
  });

  it('no shipped module runs a statement for its effect when imported', () => {
    expect(modules.flatMap((file) => effectfulStatements(file))).toEqual([]);
  });

  it('a registration, a loop or a global patch at the top level is caught', () => {
    const probe = [
      "import { sso } from './sso';",
      'export const area = defineMessages({});',
      'registerMessages(sso);',
      'for (const key of keys) table[key] = 1;',
      'globalThis.x ??= 1;',
    ].join('\n');
    expect(effectfulStatements('probe.ts', probe)).toEqual([
      'probe.ts: registerMessages(sso);',
      'probe.ts: for (const key of keys) table[key] = 1;',
      'probe.ts: globalThis.x ??= 1;',
    ]);
  });
});
