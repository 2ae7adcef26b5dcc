import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from './index';

interface Named {
  name: string;
}
interface Attribute extends Named {
  type?: { text: string };
  fieldName?: string;
}
interface Field extends Named {
  kind: string;
  attribute?: string;
  reflects?: boolean;
}
interface Declaration extends Named {
  tagName?: string;
  attributes?: Attribute[];
  members?: Field[];
  cssParts?: Named[];
}
interface Manifest {
  modules: Array<{
    path: string;
    declarations: Declaration[];
    exports: Array<{ kind: string; name: string; declaration: { name: string; module: string } }>;
  }>;
}

const PARTS: Record<string, readonly string[]> = {
  'portico-user-bar': entry.USER_BAR_PARTS,
  'portico-app-popover': entry.APP_POPOVER_PARTS,
  'portico-message-bell': entry.MESSAGE_BELL_PARTS,
  'portico-notice-stack': entry.NOTICE_STACK_PARTS,
  'portico-system-tips': entry.SYSTEM_TIPS_PARTS,
  'portico-password-modal': entry.PASSWORD_MODAL_PARTS,
  'portico-repeat-login-modal': entry.REPEAT_LOGIN_MODAL_PARTS,
};

/**
 * custom-elements.json (STYLE.md §4) against the code: generated here from the JSDoc blocks
 * by the package's own config, then compared with the part lists the components render from
 * (appearance/parts.ts; each component's test checks it uses no other) and with the classes.
 */
describe('custom-elements.json describes the elements as shipped', () => {
  let out = '';
  let manifest: Manifest;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'portico-cem-'));
    const cwd = join(import.meta.dirname, '..');
    const cli = join(cwd, '../../node_modules/@custom-elements-manifest/analyzer/cem.js');
    // The analyser joins --outdir to its working directory.
    execFileSync(process.execPath, [cli, 'analyze', '--outdir', relative(cwd, out)], {
      cwd,
      stdio: 'pipe',
    });
    manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8')) as Manifest;
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  const elements = () => manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName);

  it('lists exactly the ::part() names of each element, run-time ones included', () => {
    const listed = Object.fromEntries(
      elements().map((d) => [d.tagName!, (d.cssParts ?? []).map((p) => p.name).sort()]),
    );
    const expected = Object.fromEntries(
      Object.entries(PARTS).map(([tag, parts]) => [tag, [...new Set(parts)].sort()]),
    );
    expect(listed).toEqual(expected);
  });

  it('types every attribute and links it to a reflecting field the class has', () => {
    for (const element of elements()) {
      const Class = (entry as unknown as Record<string, { prototype: object }>)[element.name]!;
      for (const attribute of element.attributes ?? []) {
        expect({ tag: element.tagName, attribute: attribute.name, type: attribute.type }).toEqual({
          tag: element.tagName,
          attribute: attribute.name,
          type: { text: expect.any(String) },
        });
        const field = element.members?.find((m) => m.name === attribute.fieldName);
        expect(field).toMatchObject({ kind: 'field', attribute: attribute.name, reflects: true });
        expect(attribute.fieldName! in Class.prototype).toBe(true);
      }
    }
  });

  it('points at modules the package ships, exporting names that exist, and defines every tag', () => {
    const paths = manifest.modules.map((m) => m.path);
    expect(paths).toEqual(['dist/index.js', 'dist/define.js']);
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      exports: Record<string, { import?: string }>;
    };
    expect(pkg.exports['.']?.import).toBe('./dist/index.js');
    expect(pkg.exports['./define']?.import).toBe('./dist/define.js');
    const js = manifest.modules[0]!.exports.map((e) => e.name);
    expect(js.filter((name) => !(name in entry))).toEqual([]);
    const defined = manifest.modules[1]!.exports.map((e) => [e.kind, e.name, e.declaration.name]);
    expect(defined).toEqual(
      elements().map((d) => ['custom-element-definition', d.tagName, d.name]),
    );
    expect(defined.map(([, tag]) => tag).sort()).toEqual(Object.keys(PARTS).sort());
  });
});
