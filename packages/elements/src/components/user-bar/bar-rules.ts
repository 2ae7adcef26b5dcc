import { type SessionInfo } from '@portico/sdk';
import { USER_CENTER_APP_CODE } from '@portico/sdk/internal';

/**
 * The rules of the top user bar (product.md §2.8, §6), apart from React so they are tested as
 * data: which operations and page tools show, which unit list the unit switch reads, and the
 * link the copy button copies.
 */

/** The operation menu in the order of product.md §2.8, then the backdoor option. */
export const BAR_OPERATIONS = [
  'password',
  'language',
  'logo',
  'unit',
  'history',
  'email',
  'security',
  'sessions',
  'backdoor',
  'logout',
] as const;
export type BarOperation = (typeof BAR_OPERATIONS)[number];

/** The shell-only buttons a host may ask for (`shell-tools`). */
export const BAR_TOOLS = ['refresh', 'copy-link', 'full-screen', 'collapse'] as const;
export type BarTool = (typeof BAR_TOOLS)[number];

/** What the `hide` attribute may name: any operation, any tool, or the user-info dropdown. */
export type BarHideable = BarOperation | BarTool | 'user-info';
const HIDEABLE = new Set<string>([...BAR_OPERATIONS, ...BAR_TOOLS, 'user-info']);

/**
 * `hide="language, logo"`: names separated by commas or spaces, in any case; unknown names are
 * ignored (a typo must not hide something else).
 */
export function parseHidden(value: string | null | undefined): ReadonlySet<BarHideable> {
  const names = (value ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => HIDEABLE.has(name));
  return new Set(names as BarHideable[]);
}

/**
 * The operations shown to this user: all of §2.8's unless hidden; the backdoor option only when
 * canUseBackdoor is T (product.md §6 "canUseBackdoor … shows a backdoor option").
 */
export function visibleOperations(
  info: Pick<SessionInfo, 'userInfoDO'>,
  hidden: ReadonlySet<BarHideable>,
): BarOperation[] {
  return BAR_OPERATIONS.filter((operation) => {
    if (hidden.has(operation)) return false;
    if (operation === 'backdoor') return info.userInfoDO?.canUseBackdoor === 'T';
    return true;
  });
}

/** The page tools shown: none unless the host asked for them, minus the hidden ones. */
export function visibleTools(shellTools: boolean, hidden: ReadonlySet<BarHideable>): BarTool[] {
  return shellTools ? BAR_TOOLS.filter((tool) => !hidden.has(tool)) : [];
}

/** Where the unit switch reads its units from (product.md §6 "Unit-switch list"). */
export type UnitListSource = 'managed' | 'possible';

/**
 * product.md §6: "canUseBackdoor allows unit change (not in the UC app)" and "users of the
 * top-level platform unit see all managed units (paged); others see their own unit plus possible
 * login units". A backdoor user outside the user centre, and the backdoor option itself, read the
 * paged managed-unit list (GET /gc/backdoor/managedUnits, which answers every unit to platform
 * users); everyone else their own unit plus GET /user/possibleLoginUnits.
 */
export function unitListSource({
  canUseBackdoor,
  appCode,
  backdoor = false,
}: {
  canUseBackdoor: string | undefined;
  appCode: string;
  backdoor?: boolean;
}): UnitListSource {
  if (backdoor) return 'managed';
  return canUseBackdoor === 'T' && appCode !== USER_CENTER_APP_CODE ? 'managed' : 'possible';
}

/** First character of a name, whole even outside the BMP (CJK extension names). */
export function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
