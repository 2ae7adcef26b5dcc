import { BlockList, isIP } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ipWhitelist, securityExceptions, securitySettings } from '../../db/schema';

export type SecuritySettings = Omit<typeof securitySettings.$inferSelect, 'unitId' | 'updatedAt'>;
type ExceptionKind = (typeof securityExceptions.$inferSelect)['kind'];

/** What a unit without its own row gets (DESIGN.md "Security model": lockout after failures). */
export const DEFAULT_SECURITY: SecuritySettings = {
  ipWhitelist: 'F',
  smsValidation: 'F',
  lockScreenMinutes: null,
  repeatLogin: 'F',
  maxFailedAttempts: 5,
  lockMinutes: 15,
};

export async function securityOf(
  db: Pick<Database, 'select'>,
  unitId: string,
): Promise<SecuritySettings> {
  const [row] = await db
    .select()
    .from(securitySettings)
    .where(eq(securitySettings.unitId, unitId))
    .limit(1);
  if (!row) return DEFAULT_SECURITY;
  return {
    ipWhitelist: row.ipWhitelist,
    smsValidation: row.smsValidation,
    lockScreenMinutes: row.lockScreenMinutes,
    repeatLogin: row.repeatLogin,
    maxFailedAttempts: row.maxFailedAttempts,
    lockMinutes: row.lockMinutes,
  };
}

/** Exception users are exempt from one rule of their unit, or from all ('ALL'). */
export async function isExempt(
  db: Pick<Database, 'select'>,
  unitId: string,
  userId: string,
  kind: ExceptionKind,
): Promise<boolean> {
  const [row] = await db
    .select({ kind: securityExceptions.kind })
    .from(securityExceptions)
    .where(
      and(
        eq(securityExceptions.unitId, unitId),
        eq(securityExceptions.userId, userId),
        inArray(securityExceptions.kind, [kind, 'ALL']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** `::ffff:10.0.0.1` is how Node reports IPv4 clients on a dual-stack socket. */
function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Whether an address matches a whitelist entry: one address, or a CIDR block. */
export function ipMatches(entries: readonly string[], address: string): boolean {
  const ip = normalizeIp(address.trim());
  const family = isIP(ip);
  if (!family) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', bits] = entry.trim().split('/');
    const entryFamily = isIP(base);
    if (!entryFamily) continue; // A malformed entry matches nothing rather than failing sign-in.
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, type);
    else if (/^\d+$/.test(bits) && Number(bits) <= (entryFamily === 4 ? 32 : 128)) {
      list.addSubnet(base, Number(bits), type);
    }
  }
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export async function isIpAllowed(db: Database, unitId: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ ip: ipWhitelist.ip })
    .from(ipWhitelist)
    .where(eq(ipWhitelist.unitId, unitId));
  return ipMatches(
    rows.map((r) => r.ip),
    ip,
  );
}
