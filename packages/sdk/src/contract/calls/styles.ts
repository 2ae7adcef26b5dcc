import { z } from 'zod';
import {
  styleAssetSchema,
  styleEnableSchema,
  styleKeySchema,
  styleListQuerySchema,
  styleSaveSchema,
  styleAssetsQuerySchema,
  styleFileQuerySchema,
} from '../admin-styles';
import { pagedSchema } from '../page-query';
import { answer, defineCall, fileAnswerSchema } from '../call';

/** Customer style assets of a unit (product.md §2.5 /style/file, html, css, javascript, vue), under the UC base. */
const style = { base: 'UC', family: 'styles' } as const;

export const STYLE_CALLS = {
  list: defineCall({
    ...style,
    method: 'GET',
    path: '/style/list',
    input: styleListQuerySchema,
    output: answer(pagedSchema(styleAssetSchema)),
    paged: true,
    summary: 'Style assets of one kind (paged)',
    readme: {
      input: 'paged; `unitId?`, `kind`, `name?` (contains)',
      answer: 'paged `StyleAsset`, by name',
    },
  }),
  save: defineCall({
    ...style,
    method: 'PUT',
    path: '/style/save',
    input: styleSaveSchema,
    output: answer(styleAssetSchema),
    summary: 'Create or replace a style asset (files as base64, type checked)',
    readme: {
      input: '`{ unitId, kind, name, content, contentType?, enabled? }`',
      answer: '`StyleAsset` (created, or content replaced)',
    },
  }),
  enable: defineCall({
    ...style,
    method: 'PUT',
    path: '/style/enable',
    input: styleEnableSchema,
    output: answer(styleAssetSchema),
    summary: 'Switch a style asset on or off',
    readme: {
      input: '`{ unitId, kind, name, enabled: T|F }`',
      answer: '`StyleAsset`',
    },
  }),
  delete: defineCall({
    ...style,
    method: 'DELETE',
    path: '/style/delete',
    input: styleKeySchema,
    output: answer(z.null()),
    summary: 'Delete a style asset',
    readme: {
      input: '`unitId`, `kind`, `name`',
      answer: 'null',
    },
  }),
};

/**
 * The public reads pages include (no session: a <link> or <script src> sends none): a unit's
 * enabled css or javascript as one text, and its enabled files (server README "Style assets").
 */
const served = { base: 'UC', family: 'public', method: 'GET', answers: 'file' } as const;

export const STYLE_FILE_CALLS = {
  assets: defineCall({
    ...served,
    path: '/style/assets',
    input: styleAssetsQuerySchema,
    output: answer(fileAnswerSchema),
    summary: "A unit's enabled css or javascript, joined, as text/css or text/javascript",
    readme: {
      input: '`unitCode`, `kind`: css or javascript; `run=1` (see below)',
      answer: 'the enabled sources joined: css as `text/css`; javascript see below',
    },
  }),
  file: defineCall({
    ...served,
    path: '/style/file',
    input: styleFileQuerySchema,
    output: answer(fileAnswerSchema),
    summary: "One of a unit's enabled style files, with its type",
    readme: {
      input: '`unitCode`, `name`',
      answer: "the enabled file's bytes with its type, nosniff",
    },
  }),
};
