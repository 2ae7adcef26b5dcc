import { validateLogoFiles, type LogoEntry, ServerCode } from '@portico/sdk/internal';
import { MAX_LOGO_BYTES } from '@portico/sdk/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logos, units } from '../../db/schema';
import type { UploadedPart } from '../../http/multipart';
import { adminScope, forbidden, inScope, type AdminScope } from '../access/admin-access';
import { ApiError } from '../../shared/errors';
import { logoFileUrl } from '../sso/login-result';
import type { ActiveSession, UnitRow } from '../session/session';
import { descendantIds, unitByCode } from '../units/units';

/** Image types accepted, told by their first bytes (never by the name or the sent type). */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/x-icon', test: (b) => b.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])) },
];

export function sniffImage(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(data))?.type ?? null;
}

/**
 * The units whose logo the caller may change: those the caller administers (admin-access.ts, the
 * unit screens' rule), the unit itself or one above it. Being a user of the platform unit is not
 * enough (DESIGN.md security model: shared records are scoped to the units that own them).
 */
async function logoScope(db: Database, session: ActiveSession): Promise<AdminScope | null> {
  try {
    return await adminScope(db, session, 'units');
  } catch {
    return null;
  }
}

/** GET /logos: the session unit's logo and, for its administrators, those of the units below. */
export async function listLogos(db: Database, session: ActiveSession): Promise<LogoEntry[]> {
  const scope = await logoScope(db, session);
  const below =
    scope && inScope(scope, session.unit.id) ? await descendantIds(db, session.unit.id) : [];
  return listLogosOf(db, [session.unit.id, ...below]);
}

async function editableUnit(db: Database, session: ActiveSession, code: string): Promise<UnitRow> {
  const unit = await unitByCode(db, code);
  const scope = await logoScope(db, session);
  // Unknown and foreign units answer alike, so unit codes cannot be probed.
  if (!scope || !unit || !inScope(scope, unit.id)) throw forbidden();
  return unit;
}

/** POST /logo?code&isIcon with one file (product.md §5: max one; icon format ico only). */
export async function uploadLogo(
  db: Database,
  session: ActiveSession,
  query: { code: string; isIcon: 'T' | 'F' },
  files: UploadedPart[],
): Promise<LogoEntry> {
  const icon = query.isIcon === 'T';
  const rule = validateLogoFiles(files, { icon });
  if (rule) throw new ApiError(ServerCode.INVALID_INPUT, rule);
  const file = files[0]!;
  if (file.data.length === 0)
    throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.fileRequired');
  if (file.data.length > MAX_LOGO_BYTES) {
    throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.fileTooLarge', {
      max: MAX_LOGO_BYTES / 1024,
    });
  }
  const type = sniffImage(file.data);
  if (!type || (icon && type !== 'image/x-icon')) {
    throw new ApiError(
      ServerCode.INVALID_INPUT,
      icon ? 'validation.logo.icoOnly' : 'serverAdmin.fileType',
    );
  }
  const unit = await editableUnit(db, session, query.code);
  const data = file.data.toString('base64');
  const set = icon
    ? { icon: data, iconType: type, updatedAt: new Date() }
    : { image: data, imageType: type, updatedAt: new Date() };
  await db
    .insert(logos)
    .values({ unitId: unit.id, ...set })
    .onConflictDoUpdate({ target: logos.unitId, set });
  return (await listLogosOf(db, [unit.id]))[0]!;
}

async function listLogosOf(db: Database, ids: string[]): Promise<LogoEntry[]> {
  const rows = await db
    .select({ unit: units, logo: logos })
    .from(units)
    .leftJoin(logos, eq(logos.unitId, units.id))
    .where(inArray(units.id, ids))
    .orderBy(asc(units.code));
  return rows.map(({ unit, logo }) => ({
    code: unit.code,
    name: unit.descript,
    image: logo?.image ? logoFileUrl(unit.code, logo.updatedAt) : unit.logo,
    icon: logo?.icon ? logoFileUrl(unit.code, logo.updatedAt, true) : null,
  }));
}

/** DELETE /logo/{code}: back to the default logo and icon. */
export async function deleteLogo(
  db: Database,
  session: ActiveSession,
  code: string,
): Promise<void> {
  const unit = await editableUnit(db, session, code);
  await db.delete(logos).where(eq(logos.unitId, unit.id));
}

/** GET /logo/file/{code}: the stored bytes, for <img src>; public like any logo on a page. */
export async function logoFile(
  db: Database,
  code: string,
  icon: boolean,
): Promise<{ type: string; data: Buffer } | null> {
  const [row] = await db
    .select({ logo: logos })
    .from(logos)
    .innerJoin(units, eq(units.id, logos.unitId))
    .where(eq(units.code, code))
    .limit(1);
  const data = icon ? row?.logo.icon : row?.logo.image;
  const type = icon ? row?.logo.iconType : row?.logo.imageType;
  return data && type ? { type, data: Buffer.from(data, 'base64') } : null;
}
