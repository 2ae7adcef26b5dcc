import {
  styleAssetsQuerySchema,
  styleEnableSchema,
  styleFileQuerySchema,
  styleKeySchema,
  styleListQuerySchema,
  styleSaveSchema,
} from '@portico/sdk';
import type { RouteDocs } from './route-doc';

/** Customer style assets (product.md §2.5 /style/*; routes/admin-styles.ts). */
export const ADMIN_STYLE_DOCS: RouteDocs = {
  'GET /uc/style/list': {
    summary: 'Style assets of one kind (paged)',
    querystring: styleListQuerySchema,
  },
  'PUT /uc/style/save': {
    summary: 'Create or replace a style asset (files as base64, type checked)',
    body: styleSaveSchema,
  },
  'PUT /uc/style/enable': { summary: 'Switch a style asset on or off', body: styleEnableSchema },
  'DELETE /uc/style/delete': { summary: 'Delete a style asset', querystring: styleKeySchema },
  'GET /uc/style/assets': {
    summary: "A unit's enabled css or javascript, joined, as text/css or text/javascript",
    querystring: styleAssetsQuerySchema,
    public: true,
    answer: 'bytes',
  },
  'GET /uc/style/file': {
    summary: "One of a unit's enabled style files, with its type",
    querystring: styleFileQuerySchema,
    public: true,
    answer: 'bytes',
  },
};
