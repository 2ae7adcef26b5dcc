import { createMemoryTokenStore, type PorticoClient } from '@portico/sdk';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PORTICO_CSS_VARIABLES, USER_BAR_PARTS } from '../../appearance/parts';
import theme from '../../theme.css?raw';
import { createFakeClient } from '../../testing/fake-client';
import { cleanup, click, render, waitFor } from '../../testing/render';
import { safeRedirect, UserBar } from './user-bar';
import type { UserBarProps } from './user-bar-props';
import { defineUserBarElement, PorticoUserBarElement, USER_BAR_TAG } from './user-bar.element';

beforeAll(() => {
  // The popovers follow their own size (place-popover.ts); jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const listeners: Array<() => void> = [];
afterEach(() => {
  for (const remove of listeners.splice(0)) remove();
  cleanup();
});

function listen(name: string, handler: (event: Event) => void) {
  document.addEventListener(name, handler);
  listeners.push(() => document.removeEventListener(name, handler));
}

const bar = (props: UserBarProps) => render(<UserBar {...props} />);
const menuButton = (root: ParentNode) =>
  root.querySelector<HTMLButtonElement>('[part~="menu-button"]');

/** Opens the operation menu and waits for its lazy chunk; the menu portals to the body. */
async function openMenu(root: ParentNode, portal: ParentNode = document.body) {
  await click(menuButton(root));
  return waitFor(() => {
    const menu = portal.querySelector<HTMLElement>('[role="menu"]');
    expect(menu).not.toBeNull();
    return menu!;
  });
}

async function logoutFromMenu(root: ParentNode, portal?: ParentNode) {
  const menu = await openMenu(root, portal);
  await act(async () => menu.querySelector<HTMLButtonElement>('[part~="logout-button"]')!.click());
}

/** Records the order of the logout steps seen from the page. */
function trackLogout(client: PorticoClient) {
  const steps: string[] = [];
  const logout = vi.spyOn(client, 'logout').mockImplementation(async () => {
    steps.push('client.logout');
    client.session.clear();
  });
  const onEvent = (event: Event) =>
    steps.push(`${event.type}${event.cancelable ? ' (cancelable)' : ''}`);
  listen('portico-logout', onEvent);
  listen('portico-logged-out', onEvent);
  return { steps, logout };
}

describe('UserBar (product.md §2.8 user info, §4 "Logout")', () => {
  it('shows the signed-in user and unit, names and codes, and the operation menu button', () => {
    const container = bar({ client: createFakeClient() });
    expect(container.querySelector('[part~="user"]')?.textContent).toContain('Front Desk');
    expect(container.querySelector('[part~="user"]')?.textContent).toContain('frontdesk');
    expect(container.querySelector('[part~="unit"]')?.textContent).toContain('Harbour View Hotel');
    expect(container.querySelector('[part~="unit"]')?.textContent).toContain('H001');
    expect(container.querySelector('[part~="avatar"]')?.textContent).toBe('F');
    expect(menuButton(container)?.getAttribute('aria-label')).toBe('Operations');
    expect(menuButton(container)?.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('shows nothing on a page framed by the shell with hide_top=true (product.md §2.8 query flags)', () => {
    history.replaceState(null, '', '/child/?page=report&hide_top=true&hide_left=true');
    try {
      const container = bar({ client: createFakeClient() });
      expect(container.querySelector('[part~="user"]')).toBeNull();
      expect(menuButton(container)).toBeNull();
    } finally {
      history.replaceState(null, '', '/');
    }
    expect(menuButton(bar({ client: createFakeClient() }))).not.toBeNull();
  });

  it('uses only ::part() names of the appearance list, the menu’s included', async () => {
    const container = bar({ client: createFakeClient(), shellTools: true });
    await openMenu(container);
    await waitFor(() => expect(container.querySelector('[part~="tools"]')).not.toBeNull());
    const used = [...document.querySelectorAll('[part]')].flatMap((el) =>
      el.getAttribute('part')!.split(' '),
    );
    expect(used).toContain('menu-item');
    expect(used.filter((name) => !(USER_BAR_PARTS as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it('shows the signed-out text and no menu without a session', () => {
    const container = bar({ client: createFakeClient({ signedIn: false }) });
    expect(container.textContent).toContain('Not signed in');
    expect(menuButton(container)).toBeNull();
  });

  it('uses the locale attribute over the client locale, and ignores an unknown one', () => {
    const client = createFakeClient({ locale: 'en-US' });
    expect(menuButton(bar({ client, locale: 'zh-CN' }))?.getAttribute('aria-label')).toBe(
      '操作菜单',
    );
    expect(menuButton(bar({ client, locale: 'fr-FR' }))?.getAttribute('aria-label')).toBe(
      'Operations',
    );
  });

  it('logs out from the menu: cancelable portico-logout, the logout, then portico-logged-out', async () => {
    const client = createFakeClient();
    const { steps, logout } = trackLogout(client);
    let seen: Event | undefined;
    listen('portico-logout', (event) => (seen ??= event));
    const container = bar({ client });

    await logoutFromMenu(container);

    expect(logout).toHaveBeenCalledOnce();
    expect(steps).toEqual(['portico-logout (cancelable)', 'client.logout', 'portico-logged-out']);
    expect(seen).toMatchObject({ bubbles: true, composed: true, cancelable: true });
    expect((seen as CustomEvent).detail).toEqual({ userCode: 'frontdesk', unitCode: 'H001' });
    await waitFor(() => expect(container.textContent).toContain('Not signed in'));
  });

  it('does not log out when the host calls preventDefault() on portico-logout', async () => {
    const client = createFakeClient();
    const { steps, logout } = trackLogout(client);
    listen('portico-logout', (event) => event.preventDefault());
    const container = bar({ client });

    await logoutFromMenu(container);

    expect(logout).not.toHaveBeenCalled();
    expect(steps).toEqual(['portico-logout (cancelable)']);
    expect(container.textContent).toContain('Harbour View Hotel');
  });

  it('passes the events to the React callbacks, which may veto too', async () => {
    const client = createFakeClient();
    const { logout } = trackLogout(client);
    const onLogout = vi.fn((event: CustomEvent) => event.preventDefault());
    const container = bar({ client, onLogout });

    await logoutFromMenu(container);

    expect(onLogout).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
  });

  it('shows a logout made in another tab when the window regains focus', () => {
    const tokens = createMemoryTokenStore();
    const client = createFakeClient({ tokenStore: tokens });
    const container = bar({ client });
    tokens.clear(); // what another tab's logout does to the shared cookie

    act(() => void window.dispatchEvent(new Event('focus')));

    expect(container.textContent).toContain('Not signed in');
  });

  it('hide="user-info" turns the user button into plain text; hiding every operation drops the menu', () => {
    const container = bar({
      client: createFakeClient(),
      hide: 'user-info password language logo unit history email security sessions logout',
    });
    expect(container.querySelector<HTMLButtonElement>('[part~="user-info-button"]')?.disabled).toBe(
      true,
    );
    expect(menuButton(container)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('follows http(s) and relative targets only', () => {
    expect(safeRedirect('/login')).toBe(new URL('/login', window.location.href).href);
    expect(safeRedirect('https://hub.example.com/login')).toBe('https://hub.example.com/login');
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});

describe('<portico-user-bar>', () => {
  it('registers once, upgrades a client set before definition, reads its attributes, retargets events', async () => {
    const client = createFakeClient();
    trackLogout(client);
    const host = document.createElement(USER_BAR_TAG) as PorticoUserBarElement;
    // A page may set the property before the script that defines the element has run.
    (host as unknown as { client: PorticoClient }).client = client;
    host.setAttribute('hide', 'language');
    await act(async () => document.body.append(host));

    await act(async () => {
      defineUserBarElement();
      defineUserBarElement();
    });
    expect(customElements.get(USER_BAR_TAG)).toBe(PorticoUserBarElement);
    expect(host).toBeInstanceOf(PorticoUserBarElement);
    expect(host.shadowRoot?.textContent).toContain('Harbour View Hotel');
    expect(host.hide).toBe('language');
    act(() => void (host.shellTools = true));
    expect(host.hasAttribute('shell-tools')).toBe(true);

    const menu = await openMenu(host.shadowRoot!, host.shadowRoot!);
    expect(menu.querySelector('[data-operation="language"]')).toBeNull();
    const targets: Array<EventTarget | null> = [];
    listen('portico-logged-out', (event) => targets.push(event.target));
    await act(async () =>
      menu.querySelector<HTMLButtonElement>('[part~="logout-button"]')!.click(),
    );
    await waitFor(() => expect(targets).toEqual([host]));
    act(() => host.remove());
  });
});

describe('theme', () => {
  it('maps every --portico-* variable, with its default, into the Tailwind theme', () => {
    for (const [name, fallback] of Object.entries(PORTICO_CSS_VARIABLES)) {
      // A colour passes through its private dark-mode default (host.css) to the light one.
      const dark = `var(--_portico-${name.replace('--portico-color-', '')}, ${fallback})`;
      // Whatever line breaks the formatter chose.
      const flat = theme.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
      const read = flat.includes(`var(${name}, ${fallback})`)
        ? `var(${name}, ${fallback})`
        : `var(${name}, ${dark})`;
      expect(flat).toContain(read);
    }
  });
});
