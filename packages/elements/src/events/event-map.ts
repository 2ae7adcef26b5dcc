import type { Message } from '@portico/sdk/messaging';
import type { AppLaunchDetail } from '../components/app-popover/app-popover';
import type { SsoKeptDetail, SsoRefusedDetail } from '../config/hub-session';
import type { UnreadChangeDetail } from '../components/message-bell/message-bell';
import type { PasswordChangedDetail } from '../components/password-modal/password-modal';
import type { RepeatLoginVariant } from '../components/repeat-login-modal/repeat-login-modal';
import type {
  LocaleChangeDetail,
  LogoutEventDetail,
  MenuCollapseDetail,
  UnitSwitchedDetail,
} from '../components/user-bar/user-bar-props';

/**
 * Every `portico-*` event with its detail. They bubble and are composed, so a listener on the
 * element, an ancestor, the document or the window receives them; the augmentations below type
 * `addEventListener('portico-…', (event) => event.detail)` in all four places.
 */
export interface PorticoEventMap {
  'portico-logout': CustomEvent<LogoutEventDetail>;
  'portico-logged-out': CustomEvent<undefined>;
  'portico-unread-change': CustomEvent<UnreadChangeDetail>;
  'portico-open-message': CustomEvent<Message>;
  'portico-password-changed': CustomEvent<PasswordChangedDetail>;
  'portico-open-change': CustomEvent<{ open: boolean }>;
  'portico-repeat-login-acknowledged': CustomEvent<{ variant: RepeatLoginVariant }>;
  'portico-unit-switched': CustomEvent<UnitSwitchedDetail>;
  'portico-locale-change': CustomEvent<LocaleChangeDetail>;
  'portico-refresh': CustomEvent<undefined>;
  'portico-menu-collapse': CustomEvent<MenuCollapseDetail>;
  'portico-app-launch': CustomEvent<AppLaunchDetail>;
  'portico-sso-refused': CustomEvent<SsoRefusedDetail>;
  'portico-sso-kept': CustomEvent<SsoKeptDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a declaration merge
  interface HTMLElementEventMap extends PorticoEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a declaration merge
  interface DocumentEventMap extends PorticoEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a declaration merge
  interface WindowEventMap extends PorticoEventMap {}
}
