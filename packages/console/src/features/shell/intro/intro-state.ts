import type { ForcedPasswordChange } from '@portico/sdk/internal';

/**
 * The guided intro that highlights update-password (product.md §2.8 "when the initial password
 * must be changed"): due while the SDK's `forcedPasswordChange` is 'first-login' (firstLogin T,
 * not backdoor). An expired password is forced too, but it is not the initial one. The intro
 * shows over the forced modal, points at the entry, and 'got it' (or using the entry) ends it.
 */
export function introVisible(forced: ForcedPasswordChange | null, dismissed: boolean): boolean {
  return forced === 'first-login' && !dismissed;
}

/** Per tab and per user: another account signing in here starts afresh. */
export function introStorageKey(unitCode: string, userCode: string): string {
  return `portico.shell.intro:${unitCode}/${userCode}`;
}

/** The value stored once the user has seen the intro. */
export const INTRO_DONE = 'done';
