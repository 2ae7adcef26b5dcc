import { readShellFlags } from '@portico/sdk';
import { h } from './dom';
import { brand, fill, languageSwitch, porticoElements } from './layout';
import { pageOf, renderPage, type PageName } from './pages';
import { hubOrigin, type ChildApp, type Started } from './sso';
import { text } from './texts';

/** Keeps `app` and `language` of the link that opened the app; `page` picks the screen. */
function pageLink(page: PageName): string {
  const current = new URL(location.href).searchParams;
  const query = new URLSearchParams();
  for (const name of ['app', 'language']) {
    const value = current.get(name);
    if (value) query.set(name, value);
  }
  if (page !== 'dashboard') query.set('page', page);
  const search = query.toString();
  return search ? `?${search}` : location.pathname;
}

const NAV: { page: PageName; key: 'nav.dashboard' | 'nav.report' | 'nav.history' }[] = [
  { page: 'dashboard', key: 'nav.dashboard' },
  { page: 'report', key: 'nav.report' },
  { page: 'update-history', key: 'nav.history' },
];

/** The signed-in child: header with the Portico elements, the page of `?page=`, a footer. */
export function renderChildApp(root: HTMLElement, app: ChildApp, started: Started): void {
  const { portico, setup, pages } = started;
  const hub = new URL(setup.hubUrl ?? '/sso', location.href).href;
  const { bell, bar } = porticoElements(portico, pages['sso-logout'], hub);
  const brandSlot = h('div', { class: 'brand-slot' });
  const navSlot = h('nav', { class: 'nav' });
  const langSlot = h('div', { class: 'lang-slot' });
  const signOut = h('button', { type: 'button', class: 'button ghost', 'data-testid': 'sign-out' });
  signOut.addEventListener('click', async () => {
    signOut.setAttribute('disabled', '');
    // product.md §2.4: revoke first, then sso-logout clears the session and sends the user to
    // the hub with the logout flag (packages/sdk/README.md "Child app quick start").
    await portico.logout();
    location.assign(pages['sso-logout']);
  });
  const main = h('main', { class: 'content' });
  const footer = h('footer', { class: 'footer' });
  // Framed by the hub's shell (product.md §2.8 hide_top): the shell shows the user, the bell and
  // sign-out already, so this page leaves out its header and shows its content only.
  const { hideTop } = readShellFlags(location.search);
  root.replaceChildren(
    ...(hideTop
      ? []
      : [
          h(
            'header',
            { class: 'topbar' },
            brandSlot,
            navSlot,
            h('div', { class: 'tools' }, langSlot, bell, bar, signOut),
          ),
        ]),
    main,
    footer,
  );

  const render = () => {
    const locale = portico.i18n.locale.value;
    const info = portico.session.info.value;
    if (!info) return;
    document.documentElement.lang = locale;
    const query = new URL(location.href).searchParams;
    const page = pageOf(query);
    fill(brandSlot, brand(app.name(locale, info), text(locale, 'tag.child'), pages.index));
    navSlot.setAttribute('aria-label', text(locale, 'nav.label'));
    fill(
      navSlot,
      ...NAV.map(({ page: target, key }) =>
        h(
          'a',
          {
            href: pageLink(target),
            'data-nav': target,
            'aria-current': target === page ? 'page' : undefined,
          },
          text(locale, key),
        ),
      ),
    );
    fill(langSlot, languageSwitch(portico));
    signOut.textContent = text(locale, 'signOut');
    fill(
      main,
      renderPage(page, {
        locale,
        info,
        openedAs: query.get('app'),
        appCode: app.appCode,
        appName: app.name(locale, info),
        hub: hubOrigin(setup),
        link: pageLink,
      }),
    );
    fill(footer, text(locale, 'footer'));
  };

  // Page links change the query without a reload: the session is already there.
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[data-nav]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
    event.preventDefault();
    history.pushState(null, '', link.href);
    render();
    window.scrollTo(0, 0);
  });
  window.addEventListener('popstate', render);
  // Runs now and on every locale or session change.
  portico.i18n.locale.subscribe(render);
  portico.session.info.subscribe(render);
  // product.md §4: the token poll and the other tabs; a session that ended here goes to the hub.
  portico.watchSession(() => undefined);
  // However the session ended (the poll, another tab, the live connection hearing of a logout on
  // another host), the page goes to sso-logout, and from there to the hub (product.md §2.4).
  let signedIn = portico.session.isLoggedIn.peek();
  portico.session.isLoggedIn.subscribe((now) => {
    if (signedIn && !now) location.assign(pages['sso-logout']);
    signedIn = now;
  });
}
