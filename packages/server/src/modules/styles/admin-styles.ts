import type { ServiceOf } from '../../http/mount-call';
import { type PagedResult } from '@portico/sdk';
import type { STYLE_CALLS } from '@portico/sdk/contract';
import {
  MAX_STYLE_FILE_BYTES,
  MAX_STYLE_TEXT_LENGTH,
  styleFileType,
  type StyleAsset,
  type styleKeySchema,
  type styleListQuerySchema,
  type styleSaveSchema,
  type StyleServedKind,
} from '@portico/sdk/contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { styleAssets } from '../../db/schema';
import { notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';
import { unitByCode } from '../units/units';

/**
 * Customer style assets (product.md §2.5 /style/*): a unit's files and html, css, javascript and
 * vue sources. The server stores and serves them as data; it never runs or renders any of them.
 */

type AssetRow = typeof styleAssets.$inferSelect;

function sizeOf(row: Pick<AssetRow, 'kind' | 'content'>): number {
  return row.kind === 'file' ? Buffer.from(row.content, 'base64').length : row.content.length;
}

function toAsset(row: AssetRow): StyleAsset {
  return {
    id: row.id,
    unitId: row.unitId,
    kind: row.kind,
    name: row.name,
    content: row.content,
    contentType: row.contentType,
    size: sizeOf(row),
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /style/list: one kind of the unit's assets, by name. */
export async function listStyleAssets(
  db: Database,
  scope: AdminScope,
  unitId: string,
  query: z.output<typeof styleListQuerySchema>,
): Promise<PagedResult<StyleAsset>> {
  const unit = await visibleUnit(db, scope, unitId);
  const filters = [eq(styleAssets.unitId, unit.id), eq(styleAssets.kind, query.kind)];
  if (query.name) filters.push(ilike(styleAssets.name, `%${escapeLike(query.name)}%`));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(styleAssets).where(where);
  const rows = await db
    .select()
    .from(styleAssets)
    .where(where)
    .orderBy(asc(styleAssets.name))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return { datas: rows.map(toAsset), totalRows: total?.n ?? 0, statistic: null };
}

/** The first bytes of the binary types a file may claim (an image is what it says it is). */
const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
  'image/x-icon': [[0x00, 0x00, 0x01, 0x00]],
  'font/woff': [[0x77, 0x4f, 0x46, 0x46]],
  'font/woff2': [[0x77, 0x4f, 0x46, 0x32]],
  'font/ttf': [
    [0x00, 0x01, 0x00, 0x00],
    [0x74, 0x72, 0x75, 0x65],
  ],
  'font/otf': [[0x4f, 0x54, 0x54, 0x4f]],
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file's bytes: base64, within the size limit, of an accepted type that its bytes confirm. */
function checkedFile(name: string, content: string, contentType: string | undefined) {
  const type = styleFileType(name);
  if (!type) throw invalid('styles.server.fileType', { name });
  if (contentType && contentType !== type) throw invalid('styles.server.fileType', { name });
  const text = content.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw invalid('styles.server.fileEncoding');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw invalid('styles.server.fileEmpty');
  if (bytes.length > MAX_STYLE_FILE_BYTES) {
    throw invalid('styles.server.fileTooLarge', { max: MAX_STYLE_FILE_BYTES / 1024 });
  }
  const signatures = SIGNATURES[type];
  if (signatures && !signatures.some((sig) => sig.every((byte, i) => bytes[i] === byte))) {
    throw invalid('styles.server.fileType', { name });
  }
  return { content: text, contentType: type };
}

/** What is stored for an asset: a file checked as above; text within its length. */
function storedContent(input: z.output<typeof styleSaveSchema>) {
  if (input.kind === 'file') return checkedFile(input.name, input.content, input.contentType);
  if (input.content.length > MAX_STYLE_TEXT_LENGTH) {
    throw invalid('styles.server.textTooLong', { max: MAX_STYLE_TEXT_LENGTH });
  }
  const types = { html: 'text/html', css: 'text/css', javascript: 'text/javascript', vue: null };
  return { content: input.content, contentType: types[input.kind] };
}

async function assetOf(db: Database, key: { unitId: string; kind: string; name: string }) {
  const [row] = await db
    .select()
    .from(styleAssets)
    .where(
      and(
        eq(styleAssets.unitId, key.unitId),
        eq(styleAssets.kind, key.kind as AssetRow['kind']),
        eq(styleAssets.name, key.name),
      ),
    );
  return row;
}

/** PUT /style/save: creates the asset or replaces its content (and switch, when given). */
export const saveStyleAsset: ServiceOf<typeof STYLE_CALLS.save> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  const stored = storedContent(input);
  const values = { ...stored, updatedAt: new Date() };
  const [row] = await guardWrite(() =>
    db
      .insert(styleAssets)
      .values({
        unitId: unit.id,
        kind: input.kind,
        name: input.name,
        enabled: input.enabled ?? 'T',
        ...values,
      })
      .onConflictDoUpdate({
        target: [styleAssets.unitId, styleAssets.kind, styleAssets.name],
        set: input.enabled ? { ...values, enabled: input.enabled } : values,
      })
      .returning(),
  );
  return toAsset(row!);
};

/** PUT /style/enable: switches an asset on or off. */
export const enableStyleAsset: ServiceOf<typeof STYLE_CALLS.enable> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  const row = await assetOf(db, { ...input, unitId: unit.id });
  if (!row) throw notFound();
  const [updated] = await db
    .update(styleAssets)
    .set({ enabled: input.enabled, updatedAt: new Date() })
    .where(eq(styleAssets.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return toAsset(updated);
};

/** DELETE /style/delete: removes an asset; an unknown one answers 40401. */
export async function deleteStyleAsset(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof styleKeySchema>,
): Promise<void> {
  const unit = await visibleUnit(db, scope, input.unitId);
  const row = await assetOf(db, { ...input, unitId: unit.id });
  if (!row) throw notFound();
  await db.delete(styleAssets).where(eq(styleAssets.id, row.id));
}

/**
 * Public GET /style/assets: the unit's enabled sources of one kind, by name, joined with a
 * comment naming each, for a page's <link> or <script src>. An unknown unit gets an empty text,
 * so the call says nothing about which unit codes exist.
 */
export async function servedStyleText(
  db: Database,
  unitCode: string,
  kind: StyleServedKind,
): Promise<string> {
  const unit = await unitByCode(db, unitCode);
  if (!unit) return '';
  const rows = await db
    .select({ name: styleAssets.name, content: styleAssets.content })
    .from(styleAssets)
    .where(
      and(
        eq(styleAssets.unitId, unit.id),
        eq(styleAssets.kind, kind),
        eq(styleAssets.enabled, 'T'),
      ),
    )
    .orderBy(asc(styleAssets.name));
  // A name cannot hold '*' or '/' (styleNameSchema), so it cannot end the comment.
  return rows.map((r) => `/* ${r.name} */\n${r.content}\n`).join('\n');
}

/** Public GET /style/file: one enabled file of the unit, decoded; null when there is none. */
export async function servedStyleFile(
  db: Database,
  unitCode: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const unit = await unitByCode(db, unitCode);
  if (!unit) return null;
  const row = await assetOf(db, { unitId: unit.id, kind: 'file', name });
  if (!row || row.enabled !== 'T') return null;
  return {
    bytes: Buffer.from(row.content, 'base64'),
    contentType: row.contentType ?? 'application/octet-stream',
  };
}
