import { createMemoryTokenStore, type PorticoClient } from '@portico/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PORTICO_CSS_VARIABLES, USER_BAR_PARTS } from '../../appearance/parts';
import theme from '../../theme.css?raw';
import { createFakeClient } from '../../testing/fake-client';
import { safeRedirect, UserBar, type UserBarProps } from './user-bar';
import { defineUserBarElement, PorticoUserBarElement, USER_BAR_TAG } from './user-bar.element';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup);
  document.body.replaceChildren();
});

function render(props: UserBarProps) {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(<UserBar {...props} />);
  });
  cleanups.push(() => root?.unmount());
  return container;
}

const logoutButton = (container: ParentNode) =>
  container.querySelector<HTMLButtonElement>('[part~="logout-button"]')!;

/** Records the order of the logout steps seen from the page. */
function trackLogout(client: PorticoClient) {
  const steps: string[] = [];
  const logout = vi.spyOn(client, 'logout').mockImplementation(async () => {
    steps.push('client.logout');
    client.session.clear();
  });
  const onEvent = (event: Event) =>
    steps.push(`${event.type}${event.cancelable ? ' (cancelable)' : ''}`);
  document.addEventListener('portico-logout', onEvent);
  document.addEventListener('portico-logged-out', onEvent);
  cleanups.push(() => {
    document.removeEventListener('portico-logout', onEvent);
    document.removeEventListener('portico-logged-out', onEvent);
  });
  return { steps, logout };
}

describe('UserBar (product.md §2.8 user info, §4 "Logout")', () => {
  it('shows the signed-in user and unit, names and codes, with a logout button', () => {
    const container = render({ client: createFakeClient() });
    expect(container.querySelector('[part~="user"]')?.textContent).toContain('Front Desk');
    expect(container.querySelector('[part~="user"]')?.textContent).toContain('frontdesk');
    expect(container.querySelector('[part~="unit"]')?.textContent).toContain('Harbour View Hotel');
    expect(container.querySelector('[part~="unit"]')?.textContent).toContain('H001');
    expect(container.querySelector('[part~="avatar"]')?.textContent).toBe('F');
    expect(logoutButton(container).textContent).toBe('Log out');
  });

  it('exposes exactly the ::part() names of the appearance list', () => {
    const container = render({ client: createFakeClient() });
    const parts = [...container.querySelectorAll('[part]')].map((el) => el.getAttribute('part'));
    expect(new Set(parts)).toEqual(new Set(USER_BAR_PARTS));
  });

  it('shows the signed-out text and no logout button without a session', () => {
    const container = render({ client: createFakeClient({ signedIn: false }) });
    expect(container.textContent).toContain('Not signed in');
    expect(logoutButton(container)).toBeNull();
  });

  it('uses the locale attribute over the client locale, and ignores an unknown one', () => {
    const client = createFakeClient({ locale: 'en-US' });
    expect(logoutButton(render({ client, locale: 'zh-CN' })).textContent).toBe('退出登录');
    expect(logoutButton(render({ client, locale: 'fr-FR' })).textContent).toBe('Log out');
  });

  it('dispatches a cancelable composed portico-logout, then logs out, then portico-logged-out', async () => {
    const client = createFakeClient();
    const { steps, logout } = trackLogout(client);
    let seen: Event | undefined;
    document.addEventListener('portico-logout', (event) => (seen = event), { once: true });
    const container = render({ client });

    await act(async () => logoutButton(container).click());

    expect(logout).toHaveBeenCalledOnce();
    expect(steps).toEqual(['portico-logout (cancelable)', 'client.logout', 'portico-logged-out']);
    expect(seen).toMatchObject({ bubbles: true, composed: true, cancelable: true });
    expect((seen as CustomEvent).detail).toEqual({ userCode: 'frontdesk', unitCode: 'H001' });
    expect(client.session.isLoggedIn.value).toBe(false);
    expect(container.textContent).toContain('Not signed in');
  });

  it('does not log out when the host calls preventDefault() on portico-logout', async () => {
    const client = createFakeClient();
    const { steps, logout } = trackLogout(client);
    document.addEventListener('portico-logout', (event) => event.preventDefault(), { once: true });
    const container = render({ client });

    await act(async () => logoutButton(container).click());

    expect(logout).not.toHaveBeenCalled();
    expect(steps).toEqual(['portico-logout (cancelable)']);
    expect(client.session.isLoggedIn.value).toBe(true);
    expect(container.textContent).toContain('Harbour View Hotel');
  });

  it('passes the events to the React callbacks, which may veto too', async () => {
    const client = createFakeClient();
    const { logout } = trackLogout(client);
    const onLogout = vi.fn((event: CustomEvent) => event.preventDefault());
    const container = render({ client, onLogout });

    await act(async () => logoutButton(container).click());

    expect(onLogout).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
  });

  it('shows a logout made in another tab when the window regains focus', () => {
    const tokens = createMemoryTokenStore();
    const client = createFakeClient({ tokenStore: tokens });
    const container = render({ client });
    tokens.clear(); // what another tab's logout does to the shared cookie

    act(() => void window.dispatchEvent(new Event('focus')));

    expect(container.textContent).toContain('Not signed in');
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
  it('registers once, upgrades a client set before definition, and retargets events', async () => {
    const client = createFakeClient();
    trackLogout(client);
    const host = document.createElement(USER_BAR_TAG) as PorticoUserBarElement;
    // A page may set the property before the script that defines the element has run.
    (host as unknown as { client: PorticoClient }).client = client;
    await act(async () => document.body.append(host));

    await act(async () => {
      defineUserBarElement();
      defineUserBarElement();
    });
    expect(customElements.get(USER_BAR_TAG)).toBe(PorticoUserBarElement);
    expect(host).toBeInstanceOf(PorticoUserBarElement);
    expect(host.shadowRoot?.textContent).toContain('Harbour View Hotel');

    const targets: Array<EventTarget | null> = [];
    document.addEventListener('portico-logged-out', (event) => targets.push(event.target), {
      once: true,
    });
    await act(async () => logoutButton(host.shadowRoot!).click());
    expect(targets).toEqual([host]);
    cleanups.push(() => host.remove());
  });
});

describe('theme', () => {
  it('maps every --portico-* variable, with its default, into the Tailwind theme', () => {
    for (const [name, fallback] of Object.entries(PORTICO_CSS_VARIABLES)) {
      expect(theme).toContain(`var(${name}, ${fallback})`);
    }
  });
});
