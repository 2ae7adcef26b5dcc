import { styleAssetsQuerySchema, styleFileQuerySchema } from '@portico/sdk/contract';
import { publicBytesDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/** Customer style assets (product.md §2.5 /style/*; modules/styles/admin-styles-routes.ts). */
export const ADMIN_STYLE_DOCS: RouteDocs = {
  'GET /uc/style/assets': publicBytesDoc(
    "A unit's enabled css or javascript, joined, as text/css or text/javascript",
    styleAssetsQuerySchema,
  ),
  'GET /uc/style/file': publicBytesDoc(
    "One of a unit's enabled style files, with its type",
    styleFileQuerySchema,
  ),
};
