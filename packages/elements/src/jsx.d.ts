/**
 * JSX typings of the custom elements for React 19, which sets rich values as properties and
 * listens to `on<event-name>` props on custom elements. In an app:
 * `/// <reference types="@portico/elements/jsx" />` (or import this file once).
 *
 * ```tsx
 * <portico-message-bell locale="en-US" client={client} onportico-unread-change={(e) => …} />
 * ```
 */
import type {
  AppLaunchDetail,
  LocaleChangeDetail,
  MenuCollapseDetail,
  PasswordChangedDetail,
  PorticoAppPopoverElement,
  PorticoMessageBellElement,
  PorticoNoticeStackElement,
  PorticoPasswordModalElement,
  PorticoRepeatLoginModalElement,
  PorticoSystemTipsElement,
  PorticoUserBarElement,
  RepeatLoginRecord,
  RepeatLoginVariant,
  SsoKeptDetail,
  SsoRefusedDetail,
  UnitSwitchedDetail,
  UnreadChangeDetail,
} from '@portico/elements';
import type { PorticoClient } from '@portico/sdk';
import type { Message, Messaging } from '@portico/sdk/messaging';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Handler<Detail> = (event: CustomEvent<Detail>) => void;
type TagProps<E, Props> = DetailedHTMLProps<HTMLAttributes<E>, E> & Props;

/** What every Portico element takes. */
interface Common {
  locale?: 'zh-CN' | 'en-US' | (string & {});
  client?: PorticoClient;
  'api-base'?: string;
  'app-code'?: string;
  /** The hub's address: the API origin when `api-base` is absent, and where Sign in goes. */
  'hub-url'?: string;
  /** From the element that picked up a sign-in code the page did not use. */
  'onportico-sso-refused'?: Handler<SsoRefusedDetail>;
  'onportico-sso-kept'?: Handler<SsoKeptDetail>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'portico-user-bar': TagProps<
        PorticoUserBarElement,
        Common & {
          'logout-redirect'?: string;
          /** Comma or space separated: password, language, logo, unit, history, email, backdoor,
           * logout, user-info, refresh, copy-link, full-screen, collapse. */
          hide?: string;
          'shell-tools'?: boolean;
          'menu-collapsed'?: boolean;
          'collapse-disabled'?: boolean;
          'onportico-logout'?: Handler<{ userCode: string; unitCode: string }>;
          'onportico-logged-out'?: Handler<undefined>;
          'onportico-unit-switched'?: Handler<UnitSwitchedDetail>;
          'onportico-locale-change'?: Handler<LocaleChangeDetail>;
          'onportico-refresh'?: Handler<undefined>;
          'onportico-menu-collapse'?: Handler<MenuCollapseDetail>;
          'onportico-password-changed'?: Handler<PasswordChangedDetail>;
        }
      >;
      'portico-app-popover': TagProps<
        PorticoAppPopoverElement,
        Common & { 'onportico-app-launch'?: Handler<AppLaunchDetail> }
      >;
      'portico-message-bell': TagProps<
        PorticoMessageBellElement,
        Common & {
          messaging?: Messaging;
          'onportico-unread-change'?: Handler<UnreadChangeDetail>;
          'onportico-open-message'?: Handler<Message>;
        }
      >;
      'portico-notice-stack': TagProps<
        PorticoNoticeStackElement,
        Common & { messaging?: Messaging }
      >;
      'portico-system-tips': TagProps<PorticoSystemTipsElement, Common & { messaging?: Messaging }>;
      'portico-password-modal': TagProps<
        PorticoPasswordModalElement,
        Common & {
          open?: boolean;
          'logout-redirect'?: string;
          'onportico-password-changed'?: Handler<PasswordChangedDetail>;
          'onportico-logged-out'?: Handler<undefined>;
          'onportico-open-change'?: Handler<{ open: boolean }>;
        }
      >;
      'portico-repeat-login-modal': TagProps<
        PorticoRepeatLoginModalElement,
        Common & {
          open?: boolean;
          records?: RepeatLoginRecord[];
          'logout-redirect'?: string;
          'onportico-repeat-login-acknowledged'?: Handler<{ variant: RepeatLoginVariant }>;
          'onportico-logged-out'?: Handler<undefined>;
        }
      >;
    }
  }
}
