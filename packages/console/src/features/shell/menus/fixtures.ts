import type { MenuItem } from '@portico/sdk';

/** A menu as the login result carries it (product.md §3 "Menu"), with the fields a test names. */
export function menu(fields: Partial<MenuItem> & Pick<MenuItem, 'identity'>): MenuItem {
  return {
    name: fields.identity,
    title: fields.identity,
    path: null,
    link: null,
    winType: 'ROUTE',
    stretch: 'F',
    icon: null,
    tip: null,
    children: [],
    ...fields,
  };
}

/** Three levels like the demo seed: groups, pages of every window type, SJTB, an empty menu. */
export const TREE: MenuItem[] = [
  menu({
    identity: 'SYSTEM',
    title: 'System management',
    children: [
      menu({
        identity: 'ORG',
        title: 'Organisation',
        children: [
          menu({ identity: 'USERS', title: 'Users', path: '/user/user-list' }),
          menu({ identity: 'UNITS', title: 'Units', path: '/unit/unitList' }),
        ],
      }),
      menu({
        identity: 'SAFETY',
        title: 'Security',
        children: [menu({ identity: 'IP', title: 'IP whitelist', path: '/safety/ipWhite' })],
      }),
    ],
  }),
  menu({
    identity: 'HELP',
    title: 'Help',
    children: [
      menu({
        identity: 'DOCS',
        title: 'Documents',
        children: [
          menu({
            identity: 'EMBED',
            title: 'Embedded page',
            winType: 'CURRENTPAGE',
            link: '/x/embedded',
          }),
          menu({ identity: 'DOC_SYNC', name: 'SJTB', title: 'Data sync', path: '/doc/sync' }),
        ],
      }),
    ],
  }),
  menu({ identity: 'SJTB', name: 'SJTB', title: 'Data sync', path: '/gc/sjtb' }),
  menu({ identity: 'UNSET', title: 'Not configured' }),
];
