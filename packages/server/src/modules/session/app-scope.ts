import { UcCode } from '@portico/sdk/internal';
import { USER_CENTRE_APP_CODE } from '../apps/apps';
import { ApiError } from '../../shared/errors';
import type { ActiveSession } from './session';

/**
 * The scope of an app session (DESIGN.md "Security model"). A token that left the hub was issued
 * for one app (/sso/check, a ticket, a native link): it signs that app in, reads what the app shows
 * (login info, messages, translations) and ends with its sign-in, but it does not administer the
 * user centre, unless the app it was issued for is the user centre itself.
 */
export function requireAdminApp(session: Pick<ActiveSession, 'parentId' | 'appCode'>): void {
  if (session.parentId !== null && session.appCode !== USER_CENTRE_APP_CODE) {
    throw new ApiError(UcCode.APP_TOKEN_SCOPE, 'serverAdmin.appTokenScope');
  }
}

/** Only the app a session was issued for: an app token asks nothing for another app. */
export function requireSameApp(
  session: Pick<ActiveSession, 'parentId' | 'appCode'>,
  appCode: string,
): void {
  if (session.parentId !== null && session.appCode !== appCode) {
    throw new ApiError(UcCode.APP_TOKEN_SCOPE, 'serverAdmin.appTokenScope');
  }
}

/**
 * Credentials belong to the hub: a call declared `credentials` (password, recovery e-mail or
 * mobile, second factor, unit switch) is made with a hub session only. Every session issued for
 * an app is refused, the user centre's own app sessions too: a page or script that holds an app
 * token must not be able to rebind the recovery address and then take the account.
 */
export function requireHubSession(session: Pick<ActiveSession, 'parentId'>): void {
  if (session.parentId !== null) {
    throw new ApiError(UcCode.HUB_SESSION_REQUIRED, 'serverAdmin.hubSessionRequired');
  }
}
