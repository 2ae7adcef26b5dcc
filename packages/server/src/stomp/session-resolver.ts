import type { Database } from '../db/client';
import { listUnitApps } from '../modules/apps/apps';
import { findActiveSession, rootOf } from '../modules/session/session';
import { unitById } from '../modules/units/units';
import type { ResolveToken } from './principal';

/** The server's token lookup: a live session row (sha256 of the token) becomes a principal. */
export function createSessionResolver(db: Database): ResolveToken {
  return async (token) => {
    const session = await findActiveSession(db, token);
    if (!session) return null;
    const { user, unit } = session;
    const home = user.unitId === unit.id ? null : await unitById(db, user.unitId);
    const apps = await listUnitApps(db, unit.id);
    const appCodes = apps.map((app) => app.code);
    if (session.appCode && !appCodes.includes(session.appCode)) appCodes.push(session.appCode);
    return {
      userId: user.id,
      userCode: user.userCode,
      unitId: unit.id,
      unitCode: unit.code,
      unitCodes: home ? [home.code] : [],
      appCodes,
      sessionId: session.sessionId,
      familyId: rootOf(session),
    };
  };
}
