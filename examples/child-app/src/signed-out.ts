import { createSsoContext, hubSsoUrl, type Locale } from '@portico/sdk';
import { h } from './dom';
import { brand } from './layout';
import type { ChildApp, Started } from './sso';
import { text } from './texts';

function shell(root: HTMLElement, app: ChildApp, started: Started, body: HTMLElement) {
  const locale = started.portico.i18n.locale.value;
  document.documentElement.lang = locale;
  const tag = text(locale, app.appCode === 'DEMO_FRAME' ? 'tag.frame' : 'tag.child');
  root.replaceChildren(
    h(
      'header',
      { class: 'topbar compact' },
      brand(app.name(locale, started.portico.session.info.value), tag, started.pages.index),
    ),
    h('main', { class: 'content narrow' }, body),
  );
}

/**
 * /login of the child (product.md §2.4: where a refused token lands; never sent to the hub by
 * itself, or a refusal would loop). The button asks the hub again for this app.
 */
export function renderSignIn(root: HTMLElement, app: ChildApp, started: Started): void {
  const { portico, setup, pages } = started;
  const locale: Locale = portico.i18n.locale.value;
  const ctx = createSsoContext(portico, setup, { route: 'login', url: location.href });
  const home = new URL(pages.index, location.href).href;
  const href =
    ctx.mode === 'child' ? hubSsoUrl(ctx, { redirect: home, appCode: app.appCode }) : home;
  shell(
    root,
    app,
    started,
    h(
      'article',
      { class: 'page card centered', 'data-page': 'login' },
      h('h1', {}, text(locale, 'login.title')),
      h('p', { class: 'lead' }, text(locale, 'login.lead')),
      h('a', { class: 'button primary', href }, text(locale, 'login.button')),
    ),
  );
}

/** sso-logout?clear: the session is cleared and the hub told; what is left of the frame. */
export function renderLeft(root: HTMLElement, app: ChildApp, started: Started): void {
  const locale = started.portico.i18n.locale.value;
  shell(
    root,
    app,
    started,
    h(
      'article',
      { class: 'page card centered', 'data-page': 'left' },
      h(
        'h1',
        {},
        text(locale, 'left.title', { app: app.name(locale, started.portico.session.info.value) }),
      ),
      h('p', { class: 'lead' }, text(locale, 'left.lead')),
      h('a', { class: 'button ghost', href: started.pages.index }, text(locale, 'left.again')),
    ),
  );
}
