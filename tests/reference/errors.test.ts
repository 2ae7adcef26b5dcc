import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ResultCode, ServerCode, UcCode } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { catalogueCodes, errorsReference } from '../../scripts/docs-reference/errors';

/**
 * The error catalogue page (docs/reference/errors.md, "Error catalogue") against the code: every
 * code the server or the SDK can answer is a row of the page, and every row says what the code
 * means and what a client should do, in English and in Chinese.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TABLES: Record<string, Record<string, number>> = { ResultCode, ServerCode, UcCode };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts'))
    .map((entry) => join(ROOT, dir, entry));
}

/** Every code the server's and the SDK's code names or writes as a number in a refusal. */
function codesInCode(): Set<string> {
  const codes = new Set<string>();
  for (const file of [...sourceFiles('packages/server/src'), ...sourceFiles('packages/sdk/src')]) {
    const text = readFileSync(file, 'utf8');
    for (const [, table, name] of text.matchAll(/\b(ResultCode|ServerCode|UcCode)\.([A-Z_]+)\b/g)) {
      const value = TABLES[table!]?.[name!];
      if (value === undefined) throw new Error(`${file}: ${table}.${name} is no code`);
      codes.add(String(value));
    }
    // A refusal written with a bare number instead of a table's name.
    for (const [, value] of text.matchAll(/\b(?:ApiError|fail)\(\s*(-?\d+)/g)) codes.add(value!);
  }
  for (const table of Object.values(TABLES)) {
    for (const value of Object.values(table)) codes.add(String(value));
  }
  return codes;
}

/** The rows of the page's table under a heading: code → its other cells. */
function rowsUnder(page: string, heading: RegExp): Map<string, string[]> {
  const start = page.search(heading);
  const rest = page.slice(start);
  const end = rest.indexOf('\n## ', 1);
  const rows = new Map<string, string[]>();
  for (const line of (end < 0 ? rest : rest.slice(0, end)).split('\n')) {
    const match = /^\| `(-?\d+)` \|(.*)\|$/.exec(line);
    if (match)
      rows.set(
        match[1]!,
        match[2]!.split(/(?<!\\)\|/).map((cell) => cell.trim()),
      );
  }
  return rows;
}

describe('the error catalogue (docs/reference/errors.md)', () => {
  const page = errorsReference();
  const english = rowsUnder(page, /^# Error catalogue/m);
  const chinese = rowsUnder(page, /^## 错误码/m);

  it('lists every code the server and the SDK can answer, among them the user-centre codes', () => {
    const missing = [...codesInCode()].filter(
      (value) => !english.has(value) || !chinese.has(value),
    );
    expect(missing).toEqual([]);
    for (const value of ['40104', '40105', '40112', '40113', '40305', '50301', '52101', '-999']) {
      expect(english.has(value), value).toBe(true);
    }
  });

  it('gives every code a meaning and what a client should do, in English and in Chinese', () => {
    const incomplete: string[] = [];
    for (const [language, rows] of [
      ['en-US', english],
      ['zh-CN', chinese],
    ] as const) {
      for (const { value } of catalogueCodes()) {
        const [, meaning = '', todo = ''] = rows.get(value) ?? [];
        if (!meaning) incomplete.push(`${language} ${value}: meaning`);
        if (!todo) incomplete.push(`${language} ${value}: what to do`);
      }
    }
    expect(incomplete).toEqual([]);
    expect(chinese.get('40104')?.[1]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('tells 53012 and 54002 apart, each with its own meaning', () => {
    const [, tokenMeaning] = english.get('53012')!;
    const [, appMeaning] = english.get('54002')!;
    expect(tokenMeaning).toMatch(/token is invalid, expired or revoked/);
    expect(appMeaning).toMatch(/not opened the app/);
    expect(chinese.get('53012')?.[1]).not.toEqual(chinese.get('54002')?.[1]);
  });
});
