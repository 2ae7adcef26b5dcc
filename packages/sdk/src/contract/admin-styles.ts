import { z } from 'zod';
import { flagSchema, idSchema, optionalField } from './admin-common';
import { pageQuerySchema } from './page-query';

/**
 * Customer style assets of a unit (product.md §2.5 /style: file, html, css, javascript, vue),
 * under the UC base. An asset is named uniquely within its unit and kind, so the calls address it
 * by (unitId, kind, name). Text kinds hold their source; a file holds its bytes as base64 with its
 * content type. Enabled css and javascript assets are served to pages by the public
 * GET {UC}/style/assets; enabled files by GET {UC}/style/file.
 */

export const STYLE_ASSET_KINDS = ['file', 'html', 'css', 'javascript', 'vue'] as const;
export type StyleAssetKind = (typeof STYLE_ASSET_KINDS)[number];

/** The kinds pages include as text through the public call (never run by the server). */
export const STYLE_SERVED_KINDS = ['css', 'javascript'] as const;
export type StyleServedKind = (typeof STYLE_SERVED_KINDS)[number];

/** Largest uploaded file (decoded bytes) and largest text source (characters). */
export const MAX_STYLE_FILE_BYTES = 512 * 1024;
export const MAX_STYLE_TEXT_LENGTH = 200_000;

/**
 * The file types a unit may publish, by extension: images and fonts that css refers to, and
 * plain text. No svg or html: a served file must not be able to run script on this origin.
 */
export const STYLE_FILE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  txt: 'text/plain',
};

/** The content type a file name calls for, or null when its extension is not accepted. */
export function styleFileType(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (ext && STYLE_FILE_TYPES[ext]) ?? null;
}

/** A name within a unit and kind: a file name or a snippet's label. */
export const styleNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.\- ]+$/, 'letters, digits, space, dot, _ and - only');

export const styleAssetSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  kind: z.enum(STYLE_ASSET_KINDS),
  name: z.string(),
  /** Source text; base64 for a file. */
  content: z.string(),
  contentType: z.string().nullable(),
  /** Decoded size in bytes (files) or characters (text). */
  size: z.number().int().nonnegative(),
  enabled: flagSchema,
  updatedAt: z.string(),
});
export type StyleAsset = z.output<typeof styleAssetSchema>;

/** GET {UC}/style/list?unitId=&kind=&name=&firstResult=&pageSize=: one kind of a unit's assets. */
export const styleListQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  kind: z.enum(STYLE_ASSET_KINDS),
  name: optionalField(z.string().trim().max(200)),
});
export type StyleListQuery = z.input<typeof styleListQuerySchema>;

/** The key of one asset. */
export const styleKeySchema = z.object({
  unitId: idSchema,
  kind: z.enum(STYLE_ASSET_KINDS),
  name: styleNameSchema,
});
export type StyleKey = z.input<typeof styleKeySchema>;

/**
 * PUT (or POST) {UC}/style/save: creates the asset or replaces its content. A file sends its
 * bytes as base64 and a name whose extension is one of STYLE_FILE_TYPES; the server checks the
 * size, that the extension and contentType agree and that images and fonts start as their type
 * does.
 */
export const styleSaveSchema = styleKeySchema.extend({
  content: z.string().max(Math.ceil(MAX_STYLE_FILE_BYTES / 3) * 4 + 4),
  contentType: optionalField(z.string().trim().max(100)),
  enabled: flagSchema.optional(),
});
export type StyleSaveRequest = z.input<typeof styleSaveSchema>;

/** PUT (or POST) {UC}/style/enable: switches one asset on or off. */
export const styleEnableSchema = styleKeySchema.extend({ enabled: flagSchema });
export type StyleEnableRequest = z.input<typeof styleEnableSchema>;

/**
 * Public GET {UC}/style/assets?unitCode=&kind=css|javascript[&run=1]: the enabled sources, joined.
 * javascript is served as text the browser will not run, unless `run=1` asks for it from a page
 * on another origin than the hub's (server README "Style assets").
 */
export const styleAssetsQuerySchema = z.object({
  unitCode: z.string().trim().min(1).max(64),
  kind: z.enum(STYLE_SERVED_KINDS),
  run: z.literal('1').optional(),
});

/** Public GET {UC}/style/file?unitCode=&name=: one enabled file, with its type. */
export const styleFileQuerySchema = z.object({
  unitCode: z.string().trim().min(1).max(64),
  name: styleNameSchema,
});
