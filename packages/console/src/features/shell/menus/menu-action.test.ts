import type { OutsideLinkRules } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import { menu } from './fixtures';
import { checkMenuAddress, menuAction, menuHref, type MenuActionOptions } from './menu-action';

const open: OutsideLinkRules = { protocols: [], domains: [], ports: [] };
const options: MenuActionOptions = {
  newTab: false,
  language: 'en-US',
  framePath: '/iframe',
  rules: open,
  origin: 'http://hub.test',
};
const framed = (identity: string, url: string) =>
  `/iframe?${new URLSearchParams({ identity, language: 'en-US', url }).toString()}`;

describe('menu window types (product.md §2.8)', () => {
  it('ROUTE navigates in the router to its path', () => {
    const users = menu({ identity: 'USERS', path: '/user/user-list' });
    expect(menuAction(users, options)).toEqual({ type: 'navigate', to: '/user/user-list' });
  });

  it('CURRENTPAGE shows the link in the frame route, with identity and language', () => {
    const page = menu({ identity: 'EMBED', winType: 'CURRENTPAGE', link: '/x/page' });
    expect(menuAction(page, options)).toEqual({ type: 'navigate', to: framed('EMBED', '/x/page') });
  });

  it("the frame route is the app's own: /gc for the GC menus", () => {
    const page = menu({ identity: 'ROOMS', winType: 'CURRENTPAGE', link: '/x/rooms' });
    const action = menuAction(page, { ...options, framePath: '/gc' });
    expect(action).toEqual({
      type: 'navigate',
      to: expect.stringMatching(/^\/gc\?identity=ROOMS&/),
    });
  });

  it('ALERT opens a modal with the link', () => {
    const about = menu({ identity: 'ABOUT', winType: 'ALERT', link: 'https://a.test/x' });
    expect(menuAction(about, options)).toEqual({
      type: 'dialog',
      url: 'https://a.test/x',
      text: null,
    });
  });

  it('ALERT without an address shows its tip in the modal', () => {
    const about = menu({ identity: 'ABOUT', winType: 'ALERT', tip: 'Demo data' });
    expect(menuAction(about, options)).toEqual({ type: 'dialog', url: null, text: 'Demo data' });
  });

  it('NEWPAGE opens a new tab through /iframe (identity, language, url)', () => {
    const page = menu({ identity: 'LOG', winType: 'NEWPAGE', link: '/x/log' });
    expect(menuAction(page, options)).toEqual({ type: 'new-tab', url: framed('LOG', '/x/log') });
  });

  it('NEWBLANK opens the link itself in a new tab', () => {
    const page = menu({ identity: 'HELP', winType: 'NEWBLANK', link: 'https://help.test/' });
    expect(menuAction(page, options)).toEqual({ type: 'new-tab', url: 'https://help.test/' });
  });

  it('ctrl/cmd-click opens any menu in a new tab', () => {
    const users = menu({ identity: 'USERS', path: '/user/user-list' });
    const page = menu({ identity: 'EMBED', winType: 'CURRENTPAGE', link: '/x/page' });
    expect(menuAction(users, { ...options, newTab: true })).toEqual({
      type: 'new-tab',
      url: '/user/user-list',
    });
    expect(menuAction(page, { ...options, newTab: true })).toEqual({
      type: 'new-tab',
      url: framed('EMBED', '/x/page'),
    });
  });

  it("a menu with neither address nor children: 'Primary menu needs be set submenus or address'", () => {
    expect(menuAction(menu({ identity: 'UNSET' }), options)).toEqual({
      type: 'error',
      key: 'links.menuNeedsAddress',
    });
  });

  it('a menu with children and no address expands', () => {
    const group = menu({ identity: 'G', children: [menu({ identity: 'C', path: '/c' })] });
    expect(menuAction(group, options)).toEqual({ type: 'expand' });
  });

  it('the href of a menu anchor is where a plain click leads', () => {
    expect(menuHref(menu({ identity: 'U', path: '/u' }), options)).toBe('/u');
    expect(menuHref(menu({ identity: 'UNSET' }), options)).toBe('');
  });
});

describe('the outside-link allow-list (product.md §2.8, §5 "Outside links")', () => {
  const onlyPartner: OutsideLinkRules = {
    protocols: ['https'],
    domains: ['partner.test'],
    ports: [],
  };

  it('a link outside the lists is refused with "illegal external link"', () => {
    const page = menu({ identity: 'X', winType: 'NEWBLANK', link: 'https://evil.test/' });
    expect(menuAction(page, { ...options, rules: onlyPartner })).toEqual({
      type: 'error',
      key: 'error.illegalExternalLink',
    });
  });

  it('a link inside the lists opens', () => {
    const page = menu({ identity: 'X', winType: 'NEWBLANK', link: 'https://partner.test/a' });
    expect(menuAction(page, { ...options, rules: onlyPartner }).type).toBe('new-tab');
  });

  it("the hub's own pages are not outside links", () => {
    expect(checkMenuAddress('/examples/child-app/', onlyPartner, 'http://hub.test')).toEqual({
      ok: true,
      url: 'http://hub.test/examples/child-app/',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x'])(
    '%s is refused even with empty lists',
    (link) => {
      expect(checkMenuAddress(link, open, 'http://hub.test').ok).toBe(false);
      const page = menu({ identity: 'X', winType: 'CURRENTPAGE', link });
      expect(menuAction(page, options)).toEqual({
        type: 'error',
        key: 'error.illegalExternalLink',
      });
    },
  );
});
