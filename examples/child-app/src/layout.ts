import '@portico/elements/define';
// Type only: brings the elements' tag names into HTMLElementTagNameMap; nothing is bundled.
import type {} from '@portico/elements';
import { LOCALES, type Locale, type PorticoClient } from '@portico/sdk';
import { h } from './dom';
import { text } from './texts';

/**
 * The user bar and the bell for this page's client. They are made here, after the sign-in, with
 * the `client` property set before they render (the elements' README: "a `client` property, an
 * SDK instance"), so they show this app's session and follow its locale. `hub-url` names the hub:
 * this page holds an app session, so the bar sends a password change or a unit switch there.
 */
export function porticoElements(portico: PorticoClient, signOutPage: string, hubUrl: string) {
  const bell = document.createElement('portico-message-bell');
  bell.client = portico;
  const bar = document.createElement('portico-user-bar');
  bar.client = portico;
  // The bar's own logout would skip the page's sign-out button; it leads the same way anyway.
  bar.setAttribute('logout-redirect', signOutPage);
  bar.setAttribute('hub-url', hubUrl);
  return { bell, bar };
}

const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** 中文 | English; disabled while a `language` link parameter locks the locale (§2.4). */
export function languageSwitch(portico: PorticoClient): HTMLElement {
  const locale = portico.i18n.locale.value;
  const locked = portico.i18n.locked.value;
  const title = locked ? text(locale, 'lang.locked', { locale }) : undefined;
  return h(
    'div',
    {
      class: 'lang',
      role: 'group',
      'aria-label': text(locale, 'lang.label'),
      title,
      'data-locked': locked ? 'true' : undefined,
    },
    ...LOCALES.map((option) =>
      h(
        'button',
        {
          type: 'button',
          // Each language named in itself, and said so (screen readers, the en-US walk's scan).
          lang: option,
          'aria-pressed': option === locale ? 'true' : 'false',
          disabled: locked,
          onclick: () => portico.i18n.setLocale(option),
        },
        LOCALE_NAMES[option],
      ),
    ),
  );
}

export function brand(name: string, tag: string, href: string): HTMLElement {
  return h(
    'a',
    { class: 'brand', href },
    h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, 'A'),
    h('span', { class: 'brand-name' }, name),
    h('span', { class: 'brand-tag' }, tag),
  );
}

/** Puts fresh content into a slot that keeps its place on the page. */
export function fill(slot: HTMLElement, ...content: (Node | string)[]): void {
  slot.replaceChildren(...content);
}
