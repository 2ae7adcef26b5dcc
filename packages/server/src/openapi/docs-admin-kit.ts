import type { z } from 'zod';
import type { RouteDoc } from './route-doc';

/** A public call answering bytes rather than the envelope (style assets for unsigned pages). */
export const publicBytesDoc = (summary: string, querystring: z.ZodType): RouteDoc => ({
  summary,
  querystring,
  public: true,
  answer: 'file',
});
