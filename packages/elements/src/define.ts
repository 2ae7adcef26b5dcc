// Registers the custom elements and exposes `window.Portico`: the package's only side effect
// (STYLE.md layout).
import { defineAppPopoverElement } from './components/app-popover/app-popover.element';
import { defineMessageBellElement } from './components/message-bell/message-bell.element';
import { defineNoticeStackElement } from './components/notice-stack/notice-stack.element';
import { definePasswordModalElement } from './components/password-modal/password-modal.element';
import { defineRepeatLoginModalElement } from './components/repeat-login-modal/repeat-login-modal.element';
import { defineSystemTipsElement } from './components/system-tips/system-tips.element';
import { defineUserBarElement } from './components/user-bar/user-bar.element';
import { configure, porticoConfig } from './config/portico-config';
import { warmMessagingCore } from './messaging/warm-up';

// Types `addEventListener('portico-…')` for pages that only register the elements, and the
// details the Vue typings name (the built dist/define.d.ts re-exports every React-free type).
export type { PorticoEventMap } from './events/event-map';
export type {
  AppLaunchDetail,
  LocaleChangeDetail,
  MenuCollapseDetail,
  PasswordChangedDetail,
  RepeatLoginRecord,
  RepeatLoginVariant,
  UnitSwitchedDetail,
  UnreadChangeDetail,
} from './index';

/** What a script-tag page finds on `window.Portico`. */
export interface PorticoGlobal {
  configure: typeof configure;
  config: typeof porticoConfig;
}

declare global {
  interface Window {
    Portico?: PorticoGlobal;
  }
}

if (typeof window !== 'undefined') {
  window.Portico = { ...window.Portico, configure, config: porticoConfig };
}

defineUserBarElement();
defineMessageBellElement();
defineNoticeStackElement();
defineSystemTipsElement();
definePasswordModalElement();
defineRepeatLoginModalElement();
defineAppPopoverElement();
warmMessagingCore();
