import { UcCode } from '@portico/sdk/internal';
import { TICKET_TTL_SECONDS, type BindWechatUrl, type WechatAccount } from '@portico/sdk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tickets, users } from '../../db/schema';
import { adminScope, notFound } from '../access/admin-access';
import { visibleUser } from './admin-users';
import { ApiError } from '../../shared/errors';
import { evictEverywhere } from '../session/session-events';
import {
  findSessionById,
  hashToken,
  newToken,
  type ActiveSession,
  type UserRow,
} from '../session/session';
import { unitByCode } from '../units/units';

/**
 * WeChat binding (api-contract.md §7.9 /thirdPlatform; SDK contract/third-platform.ts). The
 * `state` of the QR-code page is a one-time ticket of the caller's session, kept in the tickets
 * table under an app code no app has, so /sso/iamCheck can never redeem it.
 */
const BIND_APP = '#WECHAT_BIND';
const BIND_SERVICE = 'wechat-bind';
const QR_PAGE = 'https://open.weixin.qq.com/connect/qrconnect';

/** The caller, or a user of the caller's administration scope named by unit and user code. */
async function subjectOf(
  db: Database,
  session: ActiveSession,
  query: { unitCode?: string; userCode?: string },
): Promise<UserRow> {
  const unitCode = query.unitCode ?? session.unit.code;
  const userCode = query.userCode ?? session.user.userCode;
  const unit = await unitByCode(db, unitCode);
  if (unit?.id === session.user.unitId && userCode === session.user.userCode) return session.user;
  if (!unit) throw notFound();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.unitId, unit.id), eq(users.userCode, userCode)));
  if (!user) throw notFound();
  return visibleUser(db, await adminScope(db, session, 'users'), user.id);
}

/** GET /thirdPlatform/getWechatAccounts?unitCode&userCode: the bound account, if any. */
export async function wechatAccounts(
  db: Database,
  session: ActiveSession,
  query: { unitCode?: string; userCode?: string },
): Promise<WechatAccount[]> {
  const user = await subjectOf(db, session, query);
  return user.wechatOpenId ? [{ openId: user.wechatOpenId, followed: user.wechatFollowed }] : [];
}

/** GET /thirdPlatform/getBindWechatUrl?appId: the QR-code page and its one-time state. */
export async function bindWechatUrl(
  db: Database,
  session: ActiveSession,
  appId: string,
  redirectUri: string,
): Promise<BindWechatUrl> {
  const state = `WX-${newToken()}`;
  await db.insert(tickets).values({
    ticketHash: hashToken(state),
    sessionId: session.sessionId,
    appCode: BIND_APP,
    service: BIND_SERVICE,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
  });
  const url = new URL(QR_PAGE);
  url.searchParams.set('appid', appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', state);
  return { url: `${url.toString()}#wechat_redirect`, state };
}

/**
 * GET /thirdPlatform/bind?state&code: spends the state and binds the account (the code stands
 * for the openId, see the contract) to the user whose session asked for the page.
 */
export async function bindWechat(
  db: Database,
  query: { state: string; code: string },
): Promise<WechatAccount> {
  const invalid = new ApiError(UcCode.TICKET_INVALID, 'serverAdmin.ticketInvalid');
  const [spent] = await db
    .update(tickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(tickets.ticketHash, hashToken(query.state)),
        eq(tickets.appCode, BIND_APP),
        isNull(tickets.usedAt),
        gt(tickets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!spent) throw invalid;
  const from = await findSessionById(db, spent.sessionId);
  if (!from) throw invalid;
  await db.update(users).set({ wechatOpenId: query.code }).where(eq(users.id, from.user.id));
  // The user's sessions carry the account row: no node may answer the old one from its cache.
  await evictEverywhere(db, { userId: from.user.id });
  return { openId: query.code, followed: from.user.wechatFollowed };
}
