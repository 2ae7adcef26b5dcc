import { buildApp } from '../../packages/server/src/app';
import { openDatabase } from '../../packages/server/src/db/client';
import { migrate } from '../../packages/server/src/db/migrate';
import { cell, code } from './markdown';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The OpenAPI document exactly as the server serves it at /uc/docs/json, taken from an app that
 * never listens, on a migrated in-memory PGlite (the OpenID Connect routes read their keys): the same options as the
 * API matrix tests, so the optional OpenID Connect client calls are in it too.
 */
export async function loadOpenApi(): Promise<OpenApiDocument> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const app = buildApp({
    db: handle.db,
    rateLimits: false,
    oidc: { issuer: 'http://127.0.0.1:9/oidc' },
  });
  const response = await app.inject({ method: 'GET', url: '/uc/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/uc/docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  await app.close();
  await handle.close();
  return document;
}

/** A one-line type: `string`, `'T' | 'F'`, `number[]`, `{ a, b }`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(typeOf))].join(' \\| ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' & ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.properties) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function fieldsTable(rows: { name: string; place: string; required: boolean; schema?: Schema }[]) {
  if (rows.length === 0) return 'No input.\n';
  const lines = ['| field | in | required | type | meaning |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| ${code(row.name)} | ${row.place} | ${row.required ? 'yes' : 'no'} | ${cell(typeOf(row.schema))} | ${cell(row.schema?.description ?? '')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function inputRows(operation: Operation) {
  const rows = (operation.parameters ?? []).map((p) => ({
    name: p.name,
    place: p.in,
    required: !!p.required,
    schema: p.schema,
  }));
  for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    const required = new Set(schema.required ?? []);
    const place = mediaType === 'application/json' ? 'body' : `body (${mediaType})`;
    if (!schema.properties) {
      rows.push({ name: '(body)', place, required: true, schema });
      continue;
    }
    for (const [name, property] of Object.entries(schema.properties)) {
      rows.push({ name, place, required: required.has(name), schema: property });
    }
  }
  return rows;
}

function answerOf(operation: Operation): string {
  const ok = operation.responses['200'];
  const media = Object.keys(ok?.content ?? {});
  if (media.some((m) => m.startsWith('image/'))) return 'the file bytes (404 envelope when absent)';
  if (ok?.description?.startsWith('Plain JSON')) return 'plain JSON (not an envelope)';
  return 'the envelope `{ result, msg, retVal }` (HTTP 200, also for refusals)';
}

/** The family of a path, for the page's sections: `/uc/admin/user/list` → `/uc/admin/user`. */
function familyOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const keep = parts[1] === 'admin' || parts[0] === 'internal-message' ? 3 : 2;
  return `/${parts.slice(0, keep).join('/')}`;
}

export async function apiReference(): Promise<string> {
  const document = await loadOpenApi();
  const byFamily = new Map<string, string[]>();
  let count = 0;
  for (const path of Object.keys(document.paths).sort()) {
    for (const [method, operation] of Object.entries(document.paths[path] ?? {})) {
      count += 1;
      const auth = operation.security?.length
        ? 'a session: `Authorization: <token>` (50001 when it has ended)'
        : 'none (public)';
      const section = [
        `### ${method.toUpperCase()} ${path}`,
        '',
        operation.summary ?? '',
        '',
        operation.description ? `${operation.description}\n` : '',
        `- **Sign-in:** ${auth}`,
        `- **Answer:** ${answerOf(operation)}`,
        `- **Errors:** 40001 bad input (the field is named in \`msg\`)${operation.security?.length ? ', 50001 session ended' : ''}, 50300 service unavailable; see the [error catalogue](./errors.md)`,
        '',
        fieldsTable(inputRows(operation)),
      ];
      const family = familyOf(path);
      byFamily.set(family, [...(byFamily.get(family) ?? []), section.join('\n')]);
    }
  }
  const families = [...byFamily.keys()];
  return [
    '---',
    'outline: [2, 2]',
    '---',
    '',
    '# HTTP API',
    '',
    `<!-- Generated by scripts/docs-generate.ts from the server's OpenAPI document. Do not edit. -->`,
    '',
    `Every one of the ${count} calls the server documents, generated from the OpenAPI document it`,
    'serves at `/uc/docs/json` (the interactive UI is at `/uc/docs`). Unless a call says otherwise',
    'it answers HTTP 200 with the envelope `{ result, msg, retVal }` (api-contract.md §7.1):',
    '`result` is 0 on success, otherwise a code of the [error catalogue](./errors.md), and `msg`',
    'is translated by the `language` request header. Paged lists answer',
    '`{ datas, totalRows, statistic }` in `retVal`. Bad input is always the envelope 40001 naming',
    'the field, never a bare HTTP 400 or 500.',
    '',
    'The administration calls state their permission: the caller must administer the records',
    '(40301 for a caller who administers nothing, 40401 for records out of their scope).',
    '',
    ...families.flatMap((family) => [`## ${family}`, '', ...(byFamily.get(family) ?? []), '']),
  ].join('\n');
}
