import { buildApp } from '../../packages/server/src/app';
import { openDatabase } from '../../packages/server/src/db/client';
import { migrate } from '../../packages/server/src/db/migrate';
import { answerCodesByRoute } from './answer-codes';
import { cell, code } from './markdown';

interface Schema {
  $ref?: string;
  nullable?: boolean;
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
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: Schema;
  }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema }> }
  >;
  security?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
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

/** A one-line type: `string`, `'T' | 'F'`, `number[]`, `object`, `string | null`. */
export function typeOf(schema: Schema | undefined): string {
  const type = typeWithoutNull(schema);
  return schema?.nullable && !type.endsWith('null') ? `${type} \\| null` : type;
}

function typeWithoutNull(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(typeOf))].join(' \\| ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' & ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  // An object's fields are rows of their own, under it.
  if (schema.properties) return 'object';
  if (schema.$ref) return 'object';
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** One row of a call's fields: a nested field is named by its path, `audience.users[].code`. */
export interface FieldRow {
  name: string;
  place: string;
  required: boolean;
  schema?: Schema;
  meaning: string;
}

/** Nested bodies are shown this deep; deeper ones (trees) keep their one-line type. */
const MAX_DEPTH = 4;

/** The schema a `$ref` (`#/components/schemas/X`) points at. */
function resolve(schema: Schema | undefined, document: OpenApiDocument): Schema | undefined {
  if (!schema?.$ref) return schema;
  return document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
}

/** The object a field holds, directly, as array items, or as the non-null member of a union. */
function objectInside(
  schema: Schema | undefined,
  document: OpenApiDocument,
): { object: Schema; suffix: string } | null {
  const own = resolve(schema, document);
  if (!own) return null;
  if (own.properties) return { object: own, suffix: '' };
  if (own.type === 'array') {
    const items = resolve(own.items, document);
    return items?.properties ? { object: items, suffix: '[]' } : null;
  }
  const members = (own.anyOf ?? own.oneOf ?? []).filter((m) => m.type !== 'null');
  return members.length === 1 ? objectInside(members[0], document) : null;
}

/** The field and, under it, the fields of the object it holds, each named by its path. */
function fieldRows(
  name: string,
  place: string,
  required: boolean,
  schema: Schema | undefined,
  document: OpenApiDocument,
  depth = 0,
): FieldRow[] {
  const rows: FieldRow[] = [{ name, place, required, schema, meaning: meaningOf(schema) }];
  const inside = depth < MAX_DEPTH ? objectInside(schema, document) : null;
  if (!inside) return rows;
  const needed = new Set(inside.object.required ?? []);
  for (const [field, property] of Object.entries(inside.object.properties ?? {})) {
    rows.push(
      ...fieldRows(
        `${name}${inside.suffix}.${field}`,
        place,
        needed.has(field),
        resolve(property, document) ?? property,
        document,
        depth + 1,
      ),
    );
  }
  return rows;
}

/**
 * The field's meaning as the OpenAPI document gives it: its own `.describe()`, else the meaning
 * its name has in every call, which the server writes into the document (openapi/field-meanings.ts, texts in openapi/field-meaning-texts.ts).
 */
function meaningOf(schema: Schema | undefined): string {
  return schema?.description ?? '';
}

function fieldsTable(rows: FieldRow[]) {
  if (rows.length === 0) return 'No input.\n';
  const lines = ['| field | in | required | type | meaning |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| ${code(row.name)} | ${row.place} | ${row.required ? 'yes' : 'no'} | ${cell(typeOf(row.schema))} | ${cell(row.meaning)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The answer's rows: `retVal` and what it holds, without the input table's place column. */
function answerTable(rows: FieldRow[]) {
  const lines = ['| field | always | type | meaning |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| ${code(row.name)} | ${row.required ? 'yes' : 'no'} | ${cell(typeOf(row.schema))} | ${cell(row.meaning)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The `retVal` schema of an envelope answer; undefined for a file, plain JSON or a redirect. */
export function answerSchema(operation: Operation, document: OpenApiDocument): Schema | undefined {
  const envelope = resolve(
    operation.responses['200']?.content?.['application/json']?.schema,
    document,
  );
  return envelope?.properties?.retVal;
}

/**
 * Whether an envelope answer's `retVal` is declared: a type, a value, fields or members. An
 * undeclared one (`z.unknown()`) is an empty schema that tells a reader nothing.
 */
export function answerDeclared(schema: Schema): boolean {
  return Object.keys(schema).some((key) => key !== 'description' && key !== 'nullable');
}

/** Every field of an envelope answer's `retVal`, nested ones nested (`retVal.datas[].code`). */
export function answerRows(operation: Operation, document: OpenApiDocument): FieldRow[] {
  const schema = answerSchema(operation, document);
  return schema ? fieldRows('retVal', 'answer', false, schema, document) : [];
}

/** Every input field of an operation: parameters, then the body's fields, nested ones nested. */
export function inputRows(operation: Operation, document: OpenApiDocument): FieldRow[] {
  const rows = (operation.parameters ?? []).flatMap((p) =>
    // A parameter's description is the parameter's, not its schema's (OpenAPI 3).
    fieldRows(
      p.name,
      p.in,
      !!p.required,
      { ...p.schema, description: p.description ?? p.schema?.description },
      document,
    ),
  );
  for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
    const schema = resolve(content.schema, document) ?? content.schema;
    const required = new Set(schema.required ?? []);
    const place = mediaType === 'application/json' ? 'body' : `body (${mediaType})`;
    if (!schema.properties) {
      rows.push(...fieldRows('(body)', place, true, schema, document));
      continue;
    }
    for (const [name, property] of Object.entries(schema.properties)) {
      rows.push(...fieldRows(name, place, required.has(name), property, document));
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

/** The answer's fields under their own heading, for the calls that answer an envelope. */
function answerSection(operation: Operation, document: OpenApiDocument): string[] {
  const rows = answerRows(operation, document);
  return rows.length ? ['**Answer fields** (in `retVal`):', '', answerTable(rows)] : [];
}

/** The family of a path, for the page's sections: `/uc/admin/user/list` → `/uc/admin/user`. */
function familyOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const keep = parts[1] === 'admin' || parts[0] === 'internal-message' ? 3 : 2;
  return `/${parts.slice(0, keep).join('/')}`;
}

/**
 * The codes a documented operation can answer, derived from the server's code; an alias method
 * (POST for a PUT or DELETE call) answers what its call answers.
 */
export function codesOfOperation(
  codes: Map<string, number[]>,
  method: string,
  path: string,
): number[] {
  const route = path.replace(/\{(\w+)\}/g, ':$1');
  for (const candidate of [method.toUpperCase(), 'PUT', 'DELETE']) {
    const found = codes.get(`${candidate} ${route}`);
    if (found) return found;
  }
  throw new Error(`${method.toUpperCase()} ${path}: no handler found for its answer codes`);
}

/** The page; a caller that has the document and the codes already may hand them in. */
export async function apiReference(
  loaded: { document?: OpenApiDocument; answerCodes?: Map<string, number[]> } = {},
): Promise<string> {
  const answerCodes = loaded.answerCodes ?? answerCodesByRoute();
  const document = loaded.document ?? (await loadOpenApi());
  const codesOf = (method: string, path: string) => codesOfOperation(answerCodes, method, path);
  const byFamily = new Map<string, string[]>();
  let count = 0;
  for (const path of Object.keys(document.paths).sort()) {
    for (const [method, operation] of Object.entries(document.paths[path] ?? {})) {
      count += 1;
      const auth = operation.security?.length
        ? 'a session: `Authorization: <token>` (50001 when it has ended)'
        : 'none (public)';
      const section = [
        // The path as code: a heading ending in `{id}` would be read as an attribute block
        // (VitePress's markdown-it-attrs), an empty id and a path without its parameter.
        `### ${method.toUpperCase()} \`${path}\``,
        '',
        operation.summary ?? '',
        '',
        operation.description ? `${operation.description}\n` : '',
        `- **Sign-in:** ${auth}`,
        `- **Answer:** ${answerOf(operation)}`,
        `- **Answer codes:** ${codesOf(method, path)
          .map((value) => `[${value}](./errors.md)`)
          .join(', ')} (what each means and what to do: the [error catalogue](./errors.md))`,
        '',
        fieldsTable(inputRows(operation, document)),
        ...answerSection(operation, document),
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
    'it answers HTTP 200 with the envelope `{ result, msg, retVal }`:',
    '`result` is 0 on success, otherwise a code of the [error catalogue](./errors.md), and `msg`',
    'is translated by the `language` request header. Paged lists answer',
    '`{ datas, totalRows, statistic }` in `retVal`. Bad input is always the envelope 40001 naming',
    'the field, never a bare HTTP 400 or 500.',
    '',
    'Each call has a table of its input fields and, under **Answer fields**, one of what its',
    '`retVal` holds on success, nested fields named by their path (`retVal.datas[].code`), each',
    'with its meaning; both come from the call declarations the server itself runs.',
    '',
    "Each call lists the answer codes it can give besides 0, read from the server's code: the codes",
    'its handler and the functions it reaches name, and those of the checks every call of its kind',
    'goes through (the session, the administrator’s scope, the hub session, the rate limits, bad',
    'input and an unreachable database).',
    '',
    'The administration calls state their permission: the caller must administer the records',
    '(40301 for a caller who administers nothing, 40401 for records out of their scope).',
    '',
    ...families.flatMap((family) => [`## ${family}`, '', ...(byFamily.get(family) ?? []), '']),
  ].join('\n');
}
