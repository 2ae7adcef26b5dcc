import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_APP_OPTIONS } from '../test/matrix/context';
import { createTestApp, type TestApp } from '../test/test-app';
import { CALL_LIST, CALL_BASES, inputPlace, methodsOf, pathParamsOf } from '@portico/sdk/contract';
import { z } from 'zod';
import { descriptionOf, HUB_ONLY_TEXT, routeKeyOf } from './call-docs';
import { MATRIX_ENVELOPE_CALLS } from '../test/answer-schemas';
import { API_PREFIXES, docOf } from './docs';

/** The OpenAPI document at /uc/docs: every route, its request schemas, the envelope. */

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
}

let t: TestApp;
const routes: { methods: string[]; url: string }[] = [];
let document: OpenApiDocument;
beforeAll(async () => {
  // With every optional family of calls on (the OpenID Connect client settings among them).
  t = await createTestApp(undefined, MATRIX_APP_OPTIONS);
  t.app.addHook('onRoute', (route) => {
    routes.push({ methods: [route.method].flat(), url: route.url });
  });
  const response = await t.app.inject({ method: 'GET', url: '/uc/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(async () => {
  await t?.close();
});

/** `/uc/org/code/:code` → `/uc/org/code/{code}`, as OpenAPI writes path parameters. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('OpenAPI document at /uc/docs', () => {
  it('is an OpenAPI 3 document with the token scheme', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(document.components.securitySchemes.token).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });

  it('documents every API route with its method and path, and nothing else', () => {
    const api = routes.filter(
      (r) => API_PREFIXES.some((p) => r.url.startsWith(p)) && !r.url.startsWith('/uc/docs'),
    );
    expect(api.length).toBeGreaterThan(100);
    for (const { methods, url } of api) {
      const listed = methods.filter((m) => m !== 'HEAD');
      if (listed.length === 0) continue;
      expect(
        docOf(listed, url),
        `${listed.join(',')} ${url} has no entry in ROUTE_DOCS`,
      ).toBeDefined();
      for (const method of listed) {
        const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${url} missing from the document`).toBeDefined();
        expect(operation!.summary).toBeTruthy();
      }
    }
    expect(Object.keys(document.paths).every((p) => !p.startsWith('/uc/docs'))).toBe(true);
  });

  it('names the body fields of /uc/sso/login, public, answering the envelope', () => {
    const login = document.paths['/uc/sso/login']!.post!;
    const body = login.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['unitCode', 'userCode', 'password']),
    );
    expect(login.security).toEqual([]);
    const answer = login.responses['200']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(answer.properties)).toEqual(['result', 'msg', 'retVal']);
  });

  it('lists query and path parameters where they go, with the session required', () => {
    const list = document.paths['/uc/user/list']!.get!;
    const names = (list.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(expect.arrayContaining(['query:firstResult', 'query:pageSize']));
    expect(list.security).toEqual([{ token: [] }]);
    const byCode = document.paths['/uc/org/code/{code}']!.get!;
    expect(byCode.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'code', required: true }),
    );
  });

  it('documents each declared call from its declaration: summary, input, permission, aliases', () => {
    expect(CALL_LIST.length).toBeGreaterThan(0);
    for (const call of CALL_LIST) {
      const path = `${CALL_BASES[call.base]}${call.path}`.replace(/:(\w+)/g, '{$1}');
      for (const method of methodsOf(call)) {
        const operation = document.paths[path]?.[method.toLowerCase()] as
          (Operation & { description?: string }) | undefined;
        expect(operation, `${method} ${path}`).toBeDefined();
        if (method !== call.method) continue;
        expect(operation!.summary).toBe(call.summary);
        expect(operation!.description).toBe(descriptionOf(call));
        expect(operation!.description!.includes(HUB_ONLY_TEXT)).toBe(call.credentials === true);
        expect(operation!.security).toEqual(call.family === 'public' ? [] : [{ token: [] }]);
        const inPath = pathParamsOf(call);
        const fields = Object.keys((call.input as { shape?: object }).shape ?? {}).filter(
          (name) => !inPath.includes(name),
        );
        const params = (operation!.parameters ?? []).filter((p) => p.in === 'path');
        expect(params.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath.sort());
        const documented =
          inputPlace(call) === 'query'
            ? (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
            : Object.keys(
                operation!.requestBody?.content['application/json']?.schema.properties ?? {},
              );
        expect(documented, `${method} ${path}`).toEqual(expect.arrayContaining(fields));
      }
    }
  });

  it("shows every envelope call's answer schema as its retVal, the JSON schema of the declaration's", () => {
    const declared = CALL_LIST.filter((call) => !call.answers);
    expect(declared.length).toBeGreaterThan(0);
    for (const call of declared) {
      const path = `${CALL_BASES[call.base]}${call.path}`.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]![call.method.toLowerCase()]!;
      const envelope = operation.responses['200']!.content!['application/json']!.schema as {
        properties: Record<string, unknown>;
        required: string[];
      };
      expect(Object.keys(envelope.properties), path).toEqual(['result', 'msg', 'retVal']);
      const refs = [...JSON.stringify(envelope.properties.retVal).matchAll(/"\$ref":"([^"]+)"/g)];
      if (refs.length > 0) {
        // A named schema (a tree) is shown once, in components, and referred to.
        const named = Object.keys(document.components.schemas ?? {});
        const targets = refs.map((ref) => ref[1]!.replace('#/components/schemas/', ''));
        expect(named, `${call.method} ${path}`).toEqual(expect.arrayContaining(targets));
        continue;
      }
      // The payload's own JSON schema, nullable (an error answers retVal null).
      const expected = z.toJSONSchema(call.output.schema.nullable(), {
        target: 'openapi-3.0',
        io: 'output',
      });
      delete expected.$schema;
      expect(envelope.properties.retVal, `${call.method} ${path}`).toMatchObject(expected);
    }
  });

  it('shows the answer schema of every administration call as retVal', () => {
    const shown = MATRIX_ENVELOPE_CALLS.filter((call) => {
      const path = `${CALL_BASES[call.base]}${call.path}`.replace(/:(\w+)/g, '{$1}');
      const envelope = document.paths[path]![call.method.toLowerCase()]!.responses['200']!.content![
        'application/json'
      ]!.schema as { properties: Record<string, object> };
      return Object.keys(envelope.properties.retVal ?? {}).some((key) =>
        ['type', 'anyOf', 'oneOf', 'allOf', '$ref'].includes(key),
      );
    }).map(routeKeyOf);
    expect(shown).toEqual(MATRIX_ENVELOPE_CALLS.map(routeKeyOf));
  });

  it('every path parameter of the template is declared, and every operation answers', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(operations)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(templated.sort());
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('serves the UI at /uc/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uc/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
