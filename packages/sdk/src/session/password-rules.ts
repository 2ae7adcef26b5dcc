import type { SessionInfo } from './session';

/** Why the password must be changed before anything else (product.md §4 "Forced password change"). */
export type ForcedPasswordChange = 'first-login' | 'expired';

/** The app code of the user centre, which has no forced first-login change (product.md §6). */
export const USER_CENTER_APP_CODE = 'UC';

/**
 * product.md §4: first login (firstLogin T, not backdoor, not the user-centre app), or the
 * change flag pwdChange set and not backdoor. The modal opens at once and cannot be closed.
 */
export function forcedPasswordChange(
  info: Pick<SessionInfo, 'pwdChange' | 'userInfoDO'> | null,
  appCode: string,
): ForcedPasswordChange | null {
  if (!info) return null;
  const backdoor = info.userInfoDO.isBackdoor === 'T';
  if (backdoor) return null;
  if (info.userInfoDO.firstLogin === 'T' && appCode !== USER_CENTER_APP_CODE) return 'first-login';
  if (info.pwdChange) return 'expired';
  return null;
}

/** The message keys of the two variants (product.md §4). */
export const forcedPasswordMessage = {
  'first-login': 'session.forcedPassword.firstLogin',
  expired: 'session.forcedPassword.expired',
} as const;
