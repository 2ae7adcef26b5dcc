/**
 * The custom-elements manifest (STYLE.md §4): generated from the JSDoc contract block on each
 * element class (`@tagname`, `@attr`, `@prop`, `@event`, `@csspart`, `@cssproperty`, `@slot`).
 * Run `npx cem analyze` in packages/elements (the config is picked up from here); it writes
 * dist/custom-elements.json and leaves package.json alone. The `published` plugin makes it
 * describe the package as shipped (see below).
 */

import { readFileSync } from 'node:fs';

/**
 * The `::part()` lists of src/appearance/parts.ts (`USER_BAR_PARTS`, … with `...MODAL_PARTS`
 * spreads expanded): the names the components render from, run-time ones included.
 */
function partLists() {
  const source = readFileSync(new URL('./src/appearance/parts.ts', import.meta.url), 'utf8');
  const raw = new Map();
  for (const [, name, body] of source.matchAll(/export const (\w+_PARTS) = \[([^\]]*)\]/g)) {
    raw.set(name, body);
  }
  const expand = (name) =>
    [...raw.get(name).matchAll(/\.\.\.(\w+)|'([^']+)'/g)].flatMap(([, spread, part]) =>
      spread ? expand(spread) : [part],
    );
  return new Map([...raw.keys()].map((name) => [name, [...new Set(expand(name))]]));
}

/** Shared parts a JSDoc block need not repeat (ui/modal.tsx and the ui/*.tsx widgets). */
const SHARED_PARTS = {
  overlay: 'The backdrop of a modal.',
  dialog: 'A modal panel.',
  'dialog-header': "A modal's header.",
  'dialog-title': "A modal's title.",
  'dialog-body': "A modal's scrolling body.",
  'dialog-footer': "A modal's footer.",
  'close-button': "A modal's close button.",
  button: 'Every button; primary ones also have `button-primary`.',
  'button-primary': 'A primary button.',
  badge: 'A count or state badge.',
  toast: 'A short message shown over the element.',
  'tab-list': 'A tab bar.',
  tab: 'A tab.',
  'tab-panel': "A tab's content.",
  table: 'A table.',
  'table-header': "A table's header row.",
  'table-row': 'A table row.',
  pagination: "A table's pager.",
  input: 'A text input.',
  field: 'A label, its input and its error.',
  alert: 'An inline message.',
};

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The published package has no `src/`: every element class is exported from `dist/index.js`
 * and registered by `dist/define.js`. Attributes get their type (a `@attr` without a type is a
 * string), default, `fieldName` and `reflects` (every attribute-backed property reflects,
 * shadow/create-element.ts), and the fields their `attribute`.
 */
const published = {
  name: 'portico-published-paths',
  packageLinkPhase({ customElementsManifest: manifest }) {
    const lists = partLists();
    const described = new Map(
      manifest.modules
        .flatMap((module) => module.declarations ?? [])
        .flatMap((declaration) => declaration.cssParts ?? [])
        .map((part) => [part.name, part.description]),
    );
    const declarations = [];
    const jsExports = [];
    const definitions = [];
    for (const module of manifest.modules) {
      for (const declaration of module.declarations ?? []) {
        declarations.push(declaration);
        jsExports.push({
          kind: 'js',
          name: declaration.name,
          declaration: { name: declaration.name, module: 'dist/index.js' },
        });
        if (!declaration.customElement) continue;
        definitions.push({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: 'dist/index.js' },
        });
        // Every part the element renders, also those its JSDoc block leaves to the shared list.
        const parts = lists.get(
          `${declaration.tagName
            .replace(/^portico-/, '')
            .replace(/-/g, '_')
            .toUpperCase()}_PARTS`,
        );
        declaration.cssParts ??= [];
        for (const name of parts ?? []) {
          if (declaration.cssParts.some((part) => part.name === name)) continue;
          const description = SHARED_PARTS[name] ?? described.get(name);
          declaration.cssParts.push({ name, ...(description ? { description } : {}) });
        }
        const fields = new Map(
          (declaration.members ?? [])
            .filter((member) => member.kind === 'field')
            .map((member) => [member.name, member]),
        );
        for (const attribute of declaration.attributes ?? []) {
          const fieldName = camel(attribute.name);
          attribute.type ??= { text: 'string' };
          attribute.fieldName = fieldName;
          if (attribute.type.text === 'boolean') attribute.default ??= 'false';
          const field = fields.get(fieldName);
          if (field) {
            field.attribute = attribute.name;
            field.reflects = true;
            field.type ??= attribute.type;
            if (attribute.default !== undefined) field.default ??= attribute.default;
          }
        }
      }
      for (const entry of module.exports ?? []) {
        if (entry.kind !== 'js') continue;
        const known = jsExports.some((js) => js.name === entry.name);
        if (!known) {
          jsExports.push({
            kind: 'js',
            name: entry.name,
            declaration: { name: entry.name, module: 'dist/index.js' },
          });
        }
      }
    }
    manifest.modules = [
      { kind: 'javascript-module', path: 'dist/index.js', declarations, exports: jsExports },
      { kind: 'javascript-module', path: 'dist/define.js', declarations: [], exports: definitions },
    ];
  },
};

export default {
  globs: ['src/components/**/*.element.ts'],
  exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
  outdir: 'dist',
  packagejson: false,
  dev: false,
  plugins: [published],
};
