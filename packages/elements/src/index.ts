// React components
export { UserBar } from './components/user-bar/user-bar';
export type {
  LocaleChangeDetail,
  LogoutEventDetail,
  MenuCollapseDetail,
  UnitSwitchedDetail,
  UserBarProps,
} from './components/user-bar/user-bar-props';
export type { SsoKeptDetail, SsoRefusedDetail } from './config/hub-session';
export { AppPopover } from './components/app-popover/app-popover';
export type { AppLaunchDetail, AppPopoverProps } from './components/app-popover/app-popover';
export { MessageBell } from './components/message-bell/message-bell';
export type { MessageBellProps, UnreadChangeDetail } from './components/message-bell/message-bell';
export { NoticeStack } from './components/notice-stack/notice-stack';
export type { NoticeStackProps } from './components/notice-stack/notice-stack';
export { SystemTips } from './components/system-tips/system-tips';
export type { SystemTipsProps } from './components/system-tips/system-tips';
export { PasswordModal } from './components/password-modal/password-modal';
export type {
  PasswordChangedDetail,
  PasswordModalProps,
} from './components/password-modal/password-modal';
export { SecondFactorEnrolment } from './components/sign-in-security/second-factor-enrolment';
export type { SecondFactorEnrolmentProps } from './components/sign-in-security/second-factor-enrolment';
export { RepeatLoginModal } from './components/repeat-login-modal/repeat-login-modal';
export type {
  RepeatLoginModalProps,
  RepeatLoginRecord,
  RepeatLoginVariant,
} from './components/repeat-login-modal/repeat-login-modal';

// Custom elements (registered by `@portico/elements/define`, or by calling these)
export {
  defineUserBarElement,
  PorticoUserBarElement,
  USER_BAR_TAG,
} from './components/user-bar/user-bar.element';
export {
  APP_POPOVER_TAG,
  defineAppPopoverElement,
  PorticoAppPopoverElement,
} from './components/app-popover/app-popover.element';
export {
  defineMessageBellElement,
  MESSAGE_BELL_TAG,
  PorticoMessageBellElement,
} from './components/message-bell/message-bell.element';
export {
  defineNoticeStackElement,
  NOTICE_STACK_TAG,
  PorticoNoticeStackElement,
} from './components/notice-stack/notice-stack.element';
export {
  defineSystemTipsElement,
  PorticoSystemTipsElement,
  SYSTEM_TIPS_TAG,
} from './components/system-tips/system-tips.element';
export {
  definePasswordModalElement,
  PASSWORD_MODAL_TAG,
  PorticoPasswordModalElement,
} from './components/password-modal/password-modal.element';
export {
  defineRepeatLoginModalElement,
  PorticoRepeatLoginModalElement,
  REPEAT_LOGIN_MODAL_TAG,
} from './components/repeat-login-modal/repeat-login-modal.element';

// Script-tag configuration (also on `window.Portico` after `@portico/elements/define`)
export { configure, porticoConfig } from './config/portico-config';
// Set while the repeat-login notice (variant two) waits for its button: hosts hold navigation.
export { kickedSignal, type KickedFlag } from './messaging/shared-messaging';
export type { PorticoConfig } from './config/portico-config';

// Appearance API: ::part() names and --portico-* variables
export {
  APP_POPOVER_PARTS,
  MESSAGE_BELL_PARTS,
  NOTICE_STACK_PARTS,
  PASSWORD_MODAL_PARTS,
  PORTICO_CSS_VARIABLES,
  REPEAT_LOGIN_MODAL_PARTS,
  SYSTEM_TIPS_PARTS,
  USER_BAR_PARTS,
} from './appearance/parts';
export type {
  AppPopoverPart,
  MessageBellPart,
  NoticeStackPart,
  PasswordModalPart,
  PorticoCssVariable,
  PorticoPart,
  RepeatLoginModalPart,
  SystemTipsPart,
  UserBarPart,
} from './appearance/parts';

// Events
export { PORTICO_EVENTS } from './events/dispatch';
export type { PorticoEventName } from './events/dispatch';
export type { PorticoEventMap } from './events/event-map';
