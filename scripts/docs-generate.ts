import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { apiReference } from './docs-reference/api';
import { configReference } from './docs-reference/config';
import { elementsReference } from './docs-reference/elements';
import { errorsReference } from './docs-reference/errors';
import { withoutSpecCitations } from './docs-reference/markdown';
import { sdkReference } from './docs-reference/sdk';

/**
 * Writes the site's reference pages (docs/reference/*.md) from the code itself: the server's
 * OpenAPI document, the SDK's result codes and error texts, the elements' custom-elements
 * manifest, the SDK's exported types and the server's configuration variables. The pages are
 * build output (docs/.gitignore), written before every docs build so they never drift; each is
 * formatted with prettier so `prettier --check .` passes on a tree that holds them.
 */
const outDir = fileURLToPath(new URL('../docs/reference/', import.meta.url));

const pages: [string, () => Promise<string> | string][] = [
  ['api.md', apiReference],
  ['errors.md', errorsReference],
  ['elements.md', elementsReference],
  ['sdk.md', sdkReference],
  ['config.md', configReference],
];

mkdirSync(outDir, { recursive: true });
for (const [file, make] of pages) {
  const markdown = withoutSpecCitations(await make());
  const options = await resolveConfig(`${outDir}${file}`);
  writeFileSync(`${outDir}${file}`, await format(markdown, { ...options, parser: 'markdown' }));
  console.log(`docs/reference/${file}`);
}
// PGlite and the app keep handles open; the pages are written.
process.exit(0);
