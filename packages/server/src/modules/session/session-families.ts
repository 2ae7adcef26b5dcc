import type { SignedInSession } from '@portico/sdk/contract';
import Bowser from 'bowser';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  apps,
  casServiceSessions,
  oidcClients,
  oidcPayloads,
  oidcSessionFamilies,
  sessions,
} from '../../db/schema';
import { notFound } from '../access/admin-access';
import { type RevokeReason } from './session';
import { endSessions } from './session-end';
import { isIdle } from './session-idle';

/**
 * Where a user is signed in: one entry per live session family (a sign-in and the app sessions
 * issued from it). The device is read from the sign-in's User-Agent when listed, so a better
 * parser improves old entries too; last seen is the family's latest recorded use, which
 * session-idle.ts writes at most once a minute, so listing costs no write per request.
 */
export async function listSessionFamilies(
  db: Database,
  userId: string,
  currentFamilyId: string | null,
): Promise<SignedInSession[]> {
  const now = new Date();
  const root = alias(sessions, 'root');
  const rows = await db
    .select({
      id: sessions.id,
      parentId: sessions.parentId,
      appCode: sessions.appCode,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      idleMinutes: sessions.idleMinutes,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      root: { createdAt: root.createdAt, ip: root.ip, userAgent: root.userAgent },
    })
    .from(sessions)
    .leftJoin(root, eq(root.id, sessions.parentId))
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  const families = new Map<string, Family>();
  for (const row of rows) {
    const id = row.parentId ?? row.id;
    const seen = row.lastSeenAt ?? row.createdAt;
    const family = families.get(id) ?? {
      id,
      firstSeen: row.root?.createdAt ?? row.createdAt,
      lastSeen: seen,
      idleMinutes: row.idleMinutes,
      ip: row.root ? row.root.ip : row.ip,
      userAgent: row.root ? row.root.userAgent : row.userAgent,
      apps: new Set<string>(),
    };
    if (seen > family.lastSeen) family.lastSeen = seen;
    if (row.appCode && row.parentId) family.apps.add(row.appCode);
    families.set(id, family);
  }
  // A family idle past its window is over though not yet revoked: its next request ends it.
  const live = [...families.values()].filter(
    (family) =>
      !isIdle(
        { idleMinutes: family.idleMinutes, lastActiveAt: family.lastSeen, ownLastSeenAt: now },
        now.getTime(),
      ),
  );
  await addProtocolApps(db, live);
  const names = await appNames(db, live);
  return live
    .sort((a, b) => b.lastSeen.getTime() - a.lastSeen.getTime())
    .map((family) => ({
      id: family.id,
      current: family.id === currentFamilyId,
      device: deviceOf(family.userAgent),
      ip: family.ip,
      firstSeen: family.firstSeen.toISOString(),
      lastSeen: family.lastSeen.toISOString(),
      apps: [...family.apps].sort().map((code) => ({ code, name: names.get(code) ?? code })),
    }));
}

interface Family {
  id: string;
  firstSeen: Date;
  lastSeen: Date;
  idleMinutes: number | null;
  ip: string | null;
  userAgent: string | null;
  apps: Set<string>;
}

/** The apps the families signed in to by OIDC (a client per app) and by CAS. */
async function addProtocolApps(db: Database, families: Family[]): Promise<void> {
  if (!families.length) return;
  const byId = new Map(families.map((family) => [family.id, family]));
  const ids = [...byId.keys()];
  const oidc = await db
    .select({ familyId: oidcSessionFamilies.familyId, payload: oidcPayloads.payload })
    .from(oidcSessionFamilies)
    .innerJoin(
      oidcPayloads,
      and(eq(oidcPayloads.uid, oidcSessionFamilies.sessionUid), eq(oidcPayloads.model, 'Session')),
    )
    .where(inArray(oidcSessionFamilies.familyId, ids));
  const clientIds = new Set<string>();
  const clientsOf = oidc.map(({ familyId, payload }) => {
    const authorizations = (payload as { authorizations?: Record<string, unknown> }).authorizations;
    const clients = Object.keys(authorizations ?? {});
    for (const client of clients) clientIds.add(client);
    return { familyId, clients };
  });
  if (clientIds.size) {
    const clientApps = new Map(
      (
        await db
          .select({ clientId: oidcClients.clientId, appCode: oidcClients.appCode })
          .from(oidcClients)
          .where(inArray(oidcClients.clientId, [...clientIds]))
      ).map((row) => [row.clientId, row.appCode]),
    );
    for (const { familyId, clients } of clientsOf) {
      for (const client of clients) {
        const code = clientApps.get(client);
        if (code) byId.get(familyId)?.apps.add(code);
      }
    }
  }
  const cas = await db
    .select({ familyId: casServiceSessions.familyId, appCode: casServiceSessions.appCode })
    .from(casServiceSessions)
    .where(inArray(casServiceSessions.familyId, ids));
  for (const row of cas) if (row.appCode) byId.get(row.familyId)?.apps.add(row.appCode);
}

async function appNames(db: Database, families: Family[]): Promise<Map<string, string>> {
  const codes = [...new Set(families.flatMap((family) => [...family.apps]))];
  if (!codes.length) return new Map();
  const rows = await db
    .select({ code: apps.code, name: apps.descript })
    .from(apps)
    .where(inArray(apps.code, codes));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Browser and OS names with their major version, as people recognise their devices. */
export function deviceOf(userAgent: string | null): SignedInSession['device'] {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const named = (name?: string, version?: string) =>
    name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    os: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/**
 * Ends one family of a user, as its own sign-out would (tokens, sockets, OIDC and CAS sessions
 * on every node). A family of another user, or one already ended, answers as unknown (40401),
 * so an id reveals nothing about other users' sessions.
 */
export async function endSessionFamily(
  db: Database,
  userId: string,
  familyId: string,
  reason: RevokeReason,
): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, familyId),
        eq(sessions.userId, userId),
        isNull(sessions.parentId),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  await endSessions(db, { familyId, reason });
}

/** Ends every family of the user but the caller's own ("sign out everywhere else"). */
export async function endOtherFamilies(
  db: Database,
  userId: string,
  currentFamilyId: string,
): Promise<void> {
  await endSessions(db, { userId, exceptFamilyId: currentFamilyId, reason: 'logout' });
}
