import { h } from './dom';
import { brand, fill } from './layout';
import { hubOrigin, type ChildApp, type Started } from './sso';
import { text } from './texts';

/**
 * The child meant for the shell's frame: signed in with the token the hub put in its address,
 * and an Exit that goes to `sso-logout?clear=1` — the rules clear its session and post
 * SSO_EXIT_MESSAGE to the hub's origin, where `useSsoExit` closes the frame (product.md §2.4).
 */
export function renderFrameApp(root: HTMLElement, app: ChildApp, started: Started): void {
  const { portico, setup, pages } = started;
  const brandSlot = h('div', { class: 'brand-slot' });
  const exit = h('button', { type: 'button', class: 'button primary', 'data-testid': 'exit' });
  exit.addEventListener('click', () => {
    const query = new URLSearchParams({ clear: '1' });
    // The goodbye page speaks the language the hub asked for.
    if (portico.i18n.locked.value) query.set('language', portico.i18n.locale.value);
    location.assign(`${pages['sso-logout']}?${query}`);
  });
  const main = h('main', { class: 'content narrow' });
  root.replaceChildren(
    // No user bar: a frame is narrow, and the hub around it shows the user already.
    h('header', { class: 'topbar compact' }, brandSlot, h('div', { class: 'tools' }, exit)),
    main,
  );
  const framed = window.parent !== window;

  const render = () => {
    const locale = portico.i18n.locale.value;
    const info = portico.session.info.value;
    if (!info) return;
    document.documentElement.lang = locale;
    fill(brandSlot, brand(app.name(locale, info), text(locale, 'tag.frame'), pages.index));
    exit.textContent = text(locale, 'exit');
    fill(
      main,
      h(
        'article',
        { class: 'page', 'data-page': 'frame' },
        h('h1', { 'data-testid': 'greeting' }, text(locale, 'hello', { name: info.username })),
        h('p', { class: 'lead' }, text(locale, 'frame.lead')),
        h(
          'section',
          { class: 'card' },
          h(
            'dl',
            {},
            h(
              'div',
              { class: 'field' },
              h('dt', {}, text(locale, 'field.user')),
              h('dd', { 'data-testid': 'user' }, `${info.username} (${info.userCode})`),
            ),
            h(
              'div',
              { class: 'field' },
              h('dt', {}, text(locale, 'field.unit')),
              h('dd', {}, `${info.unitName} (${info.unitCode})`),
            ),
            h(
              'div',
              { class: 'field' },
              h('dt', {}, text(locale, 'field.app')),
              h('dd', { 'data-testid': 'app' }, `${app.name(locale, info)} (${app.appCode})`),
            ),
          ),
        ),
        h('p', { class: 'muted' }, text(locale, 'frame.exitLead', { hub: hubOrigin(setup) })),
        framed ? null : h('p', { class: 'note' }, text(locale, 'frame.standalone')),
      ),
    );
  };
  portico.i18n.locale.subscribe(render);
  portico.session.info.subscribe(render);
}
