import {
  styleAssetsQuerySchema,
  styleEnableSchema,
  styleFileQuerySchema,
  styleKeySchema,
  styleListQuerySchema,
  styleSaveSchema,
} from '@portico/sdk/contract';
import { bodyDoc, publicBytesDoc, queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/** Customer style assets (product.md §2.5 /style/*; routes/admin-styles.ts). */
export const ADMIN_STYLE_DOCS: RouteDocs = {
  'GET /uc/style/list': queryDoc('Style assets of one kind (paged)', styleListQuerySchema),
  'PUT /uc/style/save': bodyDoc(
    'Create or replace a style asset (files as base64, type checked)',
    styleSaveSchema,
  ),
  'PUT /uc/style/enable': bodyDoc('Switch a style asset on or off', styleEnableSchema),
  'DELETE /uc/style/delete': queryDoc('Delete a style asset', styleKeySchema),
  'GET /uc/style/assets': publicBytesDoc(
    "A unit's enabled css or javascript, joined, as text/css or text/javascript",
    styleAssetsQuerySchema,
  ),
  'GET /uc/style/file': publicBytesDoc(
    "One of a unit's enabled style files, with its type",
    styleFileQuerySchema,
  ),
};
