/**
 * Rewrites the server README's route tables of the declared calls from their declarations
 * (src/openapi/readme-routes.ts). Run: `npm run docs:routes -w @portico/server`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withRouteTables } from '../src/openapi/readme-routes';

const readme = new URL('../README.md', import.meta.url);
const before = readFileSync(readme, 'utf8');
const after = withRouteTables(before);
writeFileSync(readme, after);
console.log(after === before ? 'README route tables up to date' : 'README route tables rewritten');
