import type { LivePush } from '@portico/sdk/messaging';

/** Who a STOMP connection belongs to: resolved once from the CONNECT token. */
export interface Principal {
  userId: string;
  userCode: string;
  /** The unit the session works in. */
  unitId: string;
  unitCode: string;
  /** Further units whose topics the principal may read (the home unit after a unit switch). */
  unitCodes?: string[];
  /** The apps whose topics it may read; absent: any app. */
  appCodes?: string[];
  sessionId?: string;
  /** The sign-in session the session descends from (itself for a sign-in session). */
  familyId?: string;
}

export type ResolveToken = (token: string) => Promise<Principal | null>;

/** Why a session was ended: the session event of the SDK's live push. */
export type SessionEndReason = Extract<LivePush, { type: 'session' }>['event'];

/**
 * Which live sessions to end, as data, so it can travel to every node. All given fields must
 * match; a selector naming no user, family or unit matches nothing.
 */
export interface SessionSelector {
  userId?: string;
  familyId?: string;
  /** Every session working in the unit (a disabled unit). */
  unitId?: string;
  /** Spares one session family: the sign-in that ended the others (repeat-login). */
  exceptFamilyId?: string;
}

export function matchesSelector(principal: Principal, selector: SessionSelector): boolean {
  const { userId, familyId, unitId } = selector;
  if (userId === undefined && familyId === undefined && unitId === undefined) return false;
  if (userId !== undefined && principal.userId !== userId) return false;
  if (unitId !== undefined && principal.unitId !== unitId) return false;
  if (selector.familyId !== undefined && principal.familyId !== selector.familyId) return false;
  return selector.exceptFamilyId === undefined || principal.familyId !== selector.exceptFamilyId;
}
