import type { z } from 'zod';
import type { RouteDoc } from './route-doc';

/**
 * Row builders of the administration docs (docs-admin*.ts): nearly every call is a summary with
 * the one SDK schema it parses, from the query string (reads, deletes) or the JSON body (writes).
 */
export const queryDoc = (summary: string, querystring: z.ZodType): RouteDoc => ({
  summary,
  querystring,
});

export const bodyDoc = (summary: string, body: z.ZodType): RouteDoc => ({ summary, body });

/** A public call answering bytes rather than the envelope (style assets for unsigned pages). */
export const publicBytesDoc = (summary: string, querystring: z.ZodType): RouteDoc => ({
  summary,
  querystring,
  public: true,
  answer: 'bytes',
});
