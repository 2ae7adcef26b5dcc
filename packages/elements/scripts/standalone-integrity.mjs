// Subresource Integrity for the standalone script. The chunks import the entry by its name
// (`./portico-elements.js`), so a renamed copy of the entry alone would load a second copy of
// every module; instead the whole set of scripts is copied into a folder named for the entry's
// hash, `dist/standalone/<id>/`, where the chunks' relative imports reach that same entry. The
// folder never changes (the server caches it immutable); `portico-elements.integrity.json`
// names it and gives the entry's `sha384-…` for the `integrity` attribute. The stable
// `portico-elements.js` beside it stays for pages that follow releases without a hash.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'dist/standalone';
const entry = readFileSync(path.join(dir, 'portico-elements.js'));
const integrity = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
const id = createHash('sha384').update(entry).digest('hex').slice(0, 16);
mkdirSync(path.join(dir, id), { recursive: true });
for (const file of readdirSync(dir)) {
  if (file.endsWith('.js')) copyFileSync(path.join(dir, file), path.join(dir, id, file));
}
writeFileSync(
  path.join(dir, 'portico-elements.integrity.json'),
  `${JSON.stringify({ src: `${id}/portico-elements.js`, integrity }, null, 2)}\n`,
);
