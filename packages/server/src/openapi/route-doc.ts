import type { AnswerKind } from '@portico/sdk/contract';
import type { z } from 'zod';

/**
 * What the OpenAPI document says about one route (docs.ts). The schemas are the very zod schemas
 * the handler parses with, imported from the SDK: routes keep parsing inside the handler, so a
 * bad value stays the envelope 40001 naming the field (never Fastify's own 400).
 */
export interface RouteDoc {
  summary: string;
  /** Longer text: who may call, what the answer means. */
  description?: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  /** Callable without a session (no Authorization header). */
  public?: true;
  /** The schema of an envelope answer's `retVal`, when the call declares one. */
  retVal?: z.ZodType;
  /** An answer that is not the envelope: startup JSON or file bytes. */
  answer?: AnswerKind;
  /** A request body that is not JSON. */
  bodyType?: 'multipart/form-data';
}

/** `METHOD path` with the base (`GET /uc/user/list`); PUT-or-POST calls are listed as PUT. */
export type RouteDocs = Record<string, RouteDoc>;
