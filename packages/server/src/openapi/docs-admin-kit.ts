import type { z } from 'zod';
import type { RouteDoc } from './route-doc';

/**
 * Row builders of the hand-written docs (docs-admin*.ts): a summary with the one SDK schema the
 * call parses from the query string.
 */
export const queryDoc = (summary: string, querystring: z.ZodType): RouteDoc => ({
  summary,
  querystring,
});

/** A public call answering bytes rather than the envelope (style assets for unsigned pages). */
export const publicBytesDoc = (summary: string, querystring: z.ZodType): RouteDoc => ({
  summary,
  querystring,
  public: true,
  answer: 'bytes',
});
