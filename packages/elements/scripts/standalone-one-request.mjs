// The first paint of the standalone script in one request. Rolldown puts modules the entry
// shares with the lazy chunks (Preact's core and JSX runtime, the signals core) in chunks of
// their own, although every lazy chunk loads after the entry, which already needs them
// (rolldown/rolldown#10731): the page then waits for the entry, parses it, and only then asks for
// them. This step moves the code of every chunk the entry imports statically into the entry,
// which exports their members under reserved names; each such file becomes a one-line re-export
// from the entry for the lazy chunks that import it (the module instances are the entry's, so
// there is still one Preact on the page). The entry's source map keeps its lines: the moved code
// goes on a line of its own before them, and each import it replaces is padded to its length.
// Runs after the standalone build, before the integrity step copies the folder.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'dist/standalone';
const ENTRY = 'portico-elements.js';
const RESERVED = '$portico_inlined';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const entryPath = path.join(dir, ENTRY);
const entry = readFileSync(entryPath, 'utf8');
if (entry.includes(RESERVED)) throw new Error(`${ENTRY} already uses ${RESERVED}`);

/** `local as name` (or `name`) → [local, name]. */
const pairs = (list) =>
  list
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [local, name = local] = item.trim().split(/\s+as\s+/);
      return [local, name];
    });

/** The static imports the entry starts with: `import{…}from"./chunk.js";`, one after another. */
const IMPORT = /^import\{([^}]*)\}from"\.\/([\w.-]+\.js)";/;
const imports = [];
for (let at = 0, found; (found = IMPORT.exec(entry.slice(at))); at += found[0].length) {
  imports.push({ at, statement: found[0], specifiers: found[1], file: found[2] });
}
if (imports.length === 0) {
  console.log('standalone-one-request: the entry imports no chunk statically');
  process.exit(0);
}

let head = '';
let rest = entry;
for (const [index, { at, statement, specifiers, file }] of imports.entries()) {
  const chunkPath = path.join(dir, file);
  const code = readFileSync(chunkPath, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  const exported = /export\{([^}]*)\};?\s*$/.exec(code);
  if (!exported) throw new Error(`${file} ends with no export list`);
  if (/(^|[;}])import[\s{*"]/.test(code) || /\bimport\.meta\b/.test(code)) {
    throw new Error(`${file} imports other modules: it cannot be moved into the entry as it is`);
  }
  const holder = `${RESERVED}${index}`;
  const members = pairs(exported[1]);
  const body = code.slice(0, exported.index);
  // The chunk's code, run once in a scope of its own; its members exported under reserved names.
  head +=
    `const ${holder}=(()=>{${body};return{${members.map(([local, name]) => `${name}:${local}`).join(',')}}})();` +
    `const{${members.map(([, name]) => `${name}:${holder}_${name}`).join(',')}}=${holder};` +
    `export{${members.map(([, name]) => `${holder}_${name}`).join(',')}};`;
  // The entry's own names for them, where its import stood, padded to the same length.
  const bindings = `const{${pairs(specifiers)
    .map(([name, local]) => `${name}:${local}`)
    .join(',')}}=${holder};`;
  if (bindings.length > statement.length)
    throw new Error(`the bindings outgrow the import of ${file}`);
  rest =
    rest.slice(0, at) + bindings.padEnd(statement.length, ' ') + rest.slice(at + statement.length);
  // The file stays, handing the entry's members to any importer not rewritten below.
  writeFileSync(
    chunkPath,
    `export{${members.map(([, name]) => `${holder}_${name} as ${name}`).join(',')}}from"./${ENTRY}";\n`,
  );
  rmSync(`${chunkPath}.map`, { force: true });
}
writeFileSync(entryPath, `${head}\n${rest}`);
shiftFirstLine(`${entryPath}.map`, { lines: 1 });

// The lazy chunks import those members from the entry itself, with no extra round trip. Their
// imports stand at the start of their first line, so their source maps shift by the change in
// length there.
const holders = new Map(imports.map(({ file }, index) => [file, `${RESERVED}${index}`]));
const LAZY_IMPORT = /import\{([^}]*)\}from"\.\/([\w.-]+\.js)";/g;
for (const file of readdirSync(dir)) {
  if (!file.endsWith('.js') || file === ENTRY || holders.has(file)) continue;
  const chunkPath = path.join(dir, file);
  const code = readFileSync(chunkPath, 'utf8');
  const firstLine = code.indexOf('\n') === -1 ? code.length : code.indexOf('\n');
  let delta = 0;
  const rewritten = code.replace(LAZY_IMPORT, (statement, specifiers, from, offset) => {
    const holder = holders.get(from);
    if (!holder) return statement;
    if (offset > firstLine) throw new Error(`${file} imports ${from} after its first line`);
    const next = `import{${pairs(specifiers)
      .map(([name, local]) => `${holder}_${name} as ${local}`)
      .join(',')}}from"./${ENTRY}";`;
    delta += next.length - statement.length;
    return next;
  });
  if (rewritten === code) continue;
  writeFileSync(chunkPath, rewritten);
  shiftFirstLine(`${chunkPath}.map`, { columns: delta });
}

console.log(
  `standalone-one-request: ${imports.map(({ file }) => file).join(', ')} moved into ${ENTRY}`,
);

/**
 * Keeps a source map true after its code moved: `lines` new lines before it, or `columns` more
 * characters before everything on its first line (only the line's first segment holds an
 * absolute column; the others are relative to it).
 */
function shiftFirstLine(mapPath, { lines = 0, columns = 0 }) {
  if (!existsSync(mapPath)) return;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  let mappings = map.mappings;
  if (columns !== 0 && mappings && !mappings.startsWith(';')) {
    const end = mappings.search(/[,;]/);
    const first = end === -1 ? mappings : mappings.slice(0, end);
    const fields = decodeVlq(first);
    fields[0] += columns;
    mappings = encodeVlq(fields) + (end === -1 ? '' : mappings.slice(end));
  }
  map.mappings = ';'.repeat(lines) + mappings;
  writeFileSync(mapPath, JSON.stringify(map));
}

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeVlq(values) {
  let out = '';
  for (const number of values) {
    let value = number < 0 ? (-number << 1) | 1 : number << 1;
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value > 0) digit |= 32;
      out += BASE64[digit];
    } while (value > 0);
  }
  return out;
}
