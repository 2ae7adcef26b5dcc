import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions as FastifyRoute } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALL_LIST } from '@portico/sdk/contract';
import { callDocs } from './call-docs';
import { addFieldMeanings } from './field-meanings';
import type { RouteDoc, RouteDocs } from './route-doc';

/** Where the OpenAPI document is served: the UI here, the JSON at `/uc/docs/json`. */
export const DOCS_PREFIX = '/uc/docs';

/** Every documented route, `METHOD path` → its schemas, written from the call declarations. */
export const ROUTE_DOCS: RouteDocs = callDocs(CALL_LIST);

/**
 * The bases of the API (DESIGN.md "Defaults"); other routes are files and stay out of the
 * document, and so does the STOMP endpoint (@fastify/websocket hides it: it is no HTTP call).
 */
export const API_PREFIXES = ['/uc/', '/internal-message/', '/translate/', '/app-config/'];

/** The doc of a route registered for one or more methods (PUT-or-POST calls are listed as PUT). */
export function docOf(methods: readonly string[], url: string): RouteDoc | undefined {
  for (const method of methods) {
    const doc = ROUTE_DOCS[`${method} ${url}`];
    if (doc) return doc;
  }
  return undefined;
}

/** The one answer shape of every call (api-contract.md §7.1). */
const envelopeSchema = z
  .object({
    result: z.number().int().describe('0 on success; otherwise a code of api-contract.md §8'),
    msg: z.string().describe('the error, translated by the `language` header'),
    retVal: z.unknown().describe('the payload; paged calls answer { datas, totalRows, statistic }'),
  })
  .describe('The envelope (HTTP 200 also for refusals and bad input)');

/** The envelope with a declared answer as its `retVal` (an error still answers `retVal` null). */
const envelopeOf = (retVal: z.ZodType) =>
  envelopeSchema.extend({ retVal: retVal.nullable().describe('the payload (null on an error)') });

const ANSWERS = {
  json: { 200: z.record(z.string(), z.unknown()).describe('Plain JSON, not an envelope') },
  file: {
    200: {
      description: 'The file, with its own content type',
      content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } },
    },
    404: envelopeSchema,
  },
  redirect: {
    303: z.null().describe('See Other: the `Location` header says where the browser goes'),
  },
};

/** `/uc/user/list` → `user`: the family, as the operation's tag. */
function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] !== 'uc') return parts[0] ?? 'other';
  if (parts[1] === 'gc') return 'org';
  // `/uc/:type/resource` is about resources, whatever its type.
  return parts[1]?.startsWith(':') ? (parts[2] ?? 'uc') : (parts[1] ?? 'uc');
}

/** The route schema @fastify/swagger reads, its zod parts turned into JSON schema. */
function routeSchema(doc: RouteDoc, url: string): Record<string, unknown> {
  const { summary, description, querystring, params, headers } = doc;
  const body =
    doc.bodyType === 'multipart/form-data'
      ? z.object({ file: z.string().meta({ format: 'binary', description: 'the file' }) })
      : doc.body;
  return {
    summary,
    ...(description ? { description } : {}),
    tags: [tagOf(url)],
    security: doc.public ? [] : [{ token: [] }],
    ...(doc.bodyType ? { consumes: [doc.bodyType] } : {}),
    ...(querystring ? { querystring } : {}),
    ...(params ? { params } : {}),
    ...(headers ? { headers } : {}),
    ...(body ? { body } : {}),
    response: doc.answer
      ? ANSWERS[doc.answer]
      : { 200: doc.retVal ? envelopeOf(doc.retVal) : envelopeSchema },
  };
}

/**
 * Serves the OpenAPI 3 document of every route at `/uc/docs`. The document is
 * built from `ROUTE_DOCS` as @fastify/swagger collects the routes; no route gets a Fastify
 * schema, so validation stays in the handlers and keeps answering envelopes. Register it before
 * the routes: it sees only the routes registered after it.
 */
export function registerDocs(app: FastifyInstance, version = '0.1.0'): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portico user centre',
        description:
          'The reference user-centre server (api-contract.md). Every call answers the envelope ' +
          '`{ result, msg, retVal }`; the token goes in `Authorization` (raw or `Bearer …`).',
        version,
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: (document) => {
      const { route, url } = document as { route: FastifyRoute; url: string };
      const methods = [route.method].flat();
      const doc = docOf(methods, url);
      const api = API_PREFIXES.some((prefix) => url.startsWith(prefix));
      if (!doc || !api || document.schema?.hide) {
        // Static files and redirects are not API; an API route without a doc is caught by docs.test.ts.
        return {
          schema: { ...document.schema, hide: !api || document.schema?.hide === true },
          url,
        };
      }
      const transformed = jsonSchemaTransform({ ...document, schema: routeSchema(doc, url) });
      addFieldMeanings(transformed.schema);
      return transformed;
    },
    // Named answer schemas (the trees, which refer to themselves) go in components.schemas.
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document);
      addFieldMeanings((object as { components?: unknown }).components);
      return object;
    },
  });
  app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
