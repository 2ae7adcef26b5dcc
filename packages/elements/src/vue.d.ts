/**
 * Vue 3 typings of the custom elements (`GlobalComponents`), for Volar / vue-tsc. In an app:
 * `/// <reference types="@portico/elements/vue" />`, and tell the compiler the tags are custom
 * elements (`compilerOptions.isCustomElement: (tag) => tag.startsWith('portico-')`).
 *
 * ```vue
 * <portico-message-bell locale="zh-CN" :client="client" @portico-unread-change="onCount" />
 * ```
 */
// The event details as the define entry exports them, named here through the namespace.
import type * as Detail from '@portico/elements/define';
import type { PorticoClient } from '@portico/sdk';
import type { Message, Messaging } from '@portico/sdk/messaging';
import type { DefineComponent } from 'vue';

type Handler<Detail> = (event: CustomEvent<Detail>) => void;

interface Common {
  locale?: 'zh-CN' | 'en-US' | (string & {});
  client?: PorticoClient;
  apiBase?: string;
  appCode?: string;
  /** The hub's address: the API origin when `apiBase` is absent, and where Sign in goes. */
  hubUrl?: string;
}

/** A custom element as a component: its props, and its events as `on…` handlers. */
type Tag<Props> = DefineComponent<Props>;

declare module 'vue' {
  interface GlobalComponents {
    'portico-user-bar': Tag<
      Common & {
        logoutRedirect?: string;
        /** Comma or space separated: password, language, logo, unit, history, email, backdoor,
         * logout, user-info, refresh, copy-link, full-screen, collapse. */
        hide?: string;
        shellTools?: boolean;
        menuCollapsed?: boolean;
        collapseDisabled?: boolean;
        onPorticoLogout?: Handler<{ userCode: string; unitCode: string }>;
        onPorticoLoggedOut?: Handler<undefined>;
        onPorticoUnitSwitched?: Handler<Detail.UnitSwitchedDetail>;
        onPorticoLocaleChange?: Handler<Detail.LocaleChangeDetail>;
        onPorticoRefresh?: Handler<undefined>;
        onPorticoMenuCollapse?: Handler<Detail.MenuCollapseDetail>;
        onPorticoPasswordChanged?: Handler<Detail.PasswordChangedDetail>;
      }
    >;
    'portico-app-popover': Tag<Common & { onPorticoAppLaunch?: Handler<Detail.AppLaunchDetail> }>;
    'portico-message-bell': Tag<
      Common & {
        messaging?: Messaging;
        onPorticoUnreadChange?: Handler<Detail.UnreadChangeDetail>;
        onPorticoOpenMessage?: Handler<Message>;
      }
    >;
    'portico-notice-stack': Tag<Common & { messaging?: Messaging }>;
    'portico-system-tips': Tag<Common & { messaging?: Messaging }>;
    'portico-password-modal': Tag<
      Common & {
        open?: boolean;
        logoutRedirect?: string;
        onPorticoPasswordChanged?: Handler<Detail.PasswordChangedDetail>;
        onPorticoLoggedOut?: Handler<undefined>;
        onPorticoOpenChange?: Handler<{ open: boolean }>;
      }
    >;
    'portico-repeat-login-modal': Tag<
      Common & {
        open?: boolean;
        records?: Detail.RepeatLoginRecord[];
        logoutRedirect?: string;
        onPorticoRepeatLoginAcknowledged?: Handler<{ variant: Detail.RepeatLoginVariant }>;
        onPorticoLoggedOut?: Handler<undefined>;
      }
    >;
  }
}
