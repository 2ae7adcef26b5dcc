// The first paint of the standalone script in one request. Rolldown puts Preact's core (with the
// JSX runtime) in a chunk of its own because the lazy chunks use it too, although every one of
// them loads after the entry, which already needs it (rolldown/rolldown#10731): the page then
// waits for the entry, parses it, and only then asks for the core. This step moves that chunk's
// code into the entry, which exports its members under reserved names; the chunk's file becomes
// a one-line re-export from the entry for the lazy chunks that import it (the module instance is
// the entry's, so there is still one Preact on the page). The entry's source map keeps its lines:
// the core goes on a line of its own before them, and the import it replaces is padded to its
// length. Runs after the standalone build, before the integrity step copies the folder.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'dist/standalone';
const ENTRY = 'portico-elements.js';
const PREFIX = '$portico_core_';
const HOLDER = '$portico_core';

const entryPath = path.join(dir, ENTRY);
const entry = readFileSync(entryPath, 'utf8');
const imported = /^import\{([^}]*)\}from"\.\/(portico-preact-[\w-]+\.js)";/.exec(entry);
if (!imported) {
  // Nothing to merge: the bundler already kept the core in the entry (or the build changed).
  console.log('standalone-one-request: the entry imports no separate Preact chunk');
  process.exit(0);
}
const [statement, specifiers, coreFile] = imported;
if (entry.includes(PREFIX)) throw new Error(`${ENTRY} already uses ${PREFIX}`);

const corePath = path.join(dir, coreFile);
const core = readFileSync(corePath, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
const exported = /export\{([^}]*)\};?\s*$/.exec(core);
if (!exported) throw new Error(`${coreFile} ends with no export list`);
if (/^import[\s{*"]/.test(core) || /\bimport\.meta\b/.test(core)) {
  throw new Error(`${coreFile} imports other modules: it cannot be inlined as it is`);
}
/** `local as name` (or `name`) → [local, name]. */
const pairs = (list) =>
  list
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [local, name = local] = item.trim().split(/\s+as\s+/);
      return [local, name];
    });
const members = pairs(exported[1]);
const body = core.slice(0, exported.index);

// Line 1: the core, run once, its members kept in the entry's scope and exported.
const coreLine =
  `const ${HOLDER}=(()=>{${body};return{${members.map(([local, name]) => `${name}:${local}`).join(',')}}})();` +
  `const{${members.map(([, name]) => `${name}:${PREFIX}${name}`).join(',')}}=${HOLDER};` +
  `export{${members.map(([, name]) => `${PREFIX}${name}`).join(',')}};`;
// The entry's own names for them, where its import stood, padded to the same length.
const bindings = `const{${pairs(specifiers)
  .map(([name, local]) => `${name}:${local}`)
  .join(',')}}=${HOLDER};`;
if (bindings.length > statement.length) throw new Error('the bindings outgrow the import');
const rest = bindings.padEnd(statement.length, ' ') + entry.slice(statement.length);
writeFileSync(entryPath, `${coreLine}\n${rest}`);

const mapPath = `${entryPath}.map`;
const map = JSON.parse(readFileSync(mapPath, 'utf8'));
map.mappings = `;${map.mappings}`;
writeFileSync(mapPath, JSON.stringify(map));

// The lazy chunks keep importing the core's file: it now hands them the entry's members.
writeFileSync(
  corePath,
  `export{${members.map(([, name]) => `${PREFIX}${name} as ${name}`).join(',')}}from"./${ENTRY}";\n`,
);
rmSync(`${corePath}.map`, { force: true });
console.log(`standalone-one-request: ${coreFile} inlined into ${ENTRY}`);
