import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/login';
import { menuTarget, type MenuTarget } from './menu-target';

function menu(winType: MenuItem['winType'], over: Partial<MenuItem> = {}): MenuItem {
  return {
    name: 'm',
    title: 'Report',
    identity: 'RPT',
    winType,
    stretch: 'F',
    icon: null,
    tip: null,
    path: '/report/myReport',
    link: 'https://bi.test/r?id=1',
    children: [],
    ...over,
  };
}
const IFRAME = '/iframe?identity=RPT&language=en-US&url=https%3A%2F%2Fbi.test%2Fr%3Fid%3D1';

describe('menu window types (product.md §2.8)', () => {
  it.each<[string, MenuItem, boolean, MenuTarget]>([
    ['"ROUTE"', menu('ROUTE'), false, { type: 'route', path: '/report/myReport' }],
    [
      '"CURRENTPAGE (frame)"',
      menu('CURRENTPAGE'),
      false,
      { type: 'frame', url: 'https://bi.test/r?id=1' },
    ],
    ['"ALERT"', menu('ALERT'), false, { type: 'dialog', url: 'https://bi.test/r?id=1' }],
    ['"NEWPAGE (new tab via /iframe)"', menu('NEWPAGE'), false, { type: 'new-tab', url: IFRAME }],
    [
      '"NEWBLANK (new tab direct)"',
      menu('NEWBLANK'),
      false,
      { type: 'new-tab', url: 'https://bi.test/r?id=1' },
    ],
    [
      '"Ctrl-click opens a new tab": ROUTE',
      menu('ROUTE'),
      true,
      { type: 'new-tab', url: '/report/myReport' },
    ],
    [
      '"Ctrl-click opens a new tab": CURRENTPAGE',
      menu('CURRENTPAGE'),
      true,
      { type: 'new-tab', url: IFRAME },
    ],
    ['"Ctrl-click opens a new tab": ALERT', menu('ALERT'), true, { type: 'new-tab', url: IFRAME }],
    [
      '"Ctrl-click opens a new tab": NEWPAGE',
      menu('NEWPAGE'),
      true,
      { type: 'new-tab', url: IFRAME },
    ],
    [
      '"Ctrl-click opens a new tab": NEWBLANK',
      menu('NEWBLANK'),
      true,
      { type: 'new-tab', url: 'https://bi.test/r?id=1' },
    ],
    [
      'frame menu without link falls back to its path',
      menu('CURRENTPAGE', { link: null }),
      false,
      { type: 'frame', url: '/report/myReport' },
    ],
    [
      '"A first-level menu with neither address nor children shows \'Primary menu needs be set submenus or address\'"',
      menu('ROUTE', { path: null, link: ' ' }),
      false,
      { type: 'none', key: 'links.menuNeedsAddress' },
    ],
    [
      'a menu with children and no address only expands',
      menu('ROUTE', { path: null, link: null, children: [menu('ROUTE')] }),
      false,
      { type: 'none' },
    ],
    [
      'a javascript: link is refused (beyond the spec)',
      menu('CURRENTPAGE', { link: 'javascript:alert(1)' }),
      false,
      { type: 'none', key: 'error.illegalExternalLink' },
    ],
    [
      'a data: link is refused (beyond the spec)',
      menu('NEWBLANK', { link: 'data:text/html,x' }),
      true,
      { type: 'none', key: 'error.illegalExternalLink' },
    ],
  ])('%s', (_rule, item, ctrlKey, expected) => {
    expect(menuTarget(item, { ctrlKey, language: 'en-US' })).toEqual(expected);
  });

  it('uses the configured /iframe route', () => {
    expect(menuTarget(menu('NEWPAGE'), { language: 'zh-CN', iframePath: '/shell/iframe' })).toEqual(
      {
        type: 'new-tab',
        url: '/shell/iframe?identity=RPT&language=zh-CN&url=https%3A%2F%2Fbi.test%2Fr%3Fid%3D1',
      },
    );
  });
});
