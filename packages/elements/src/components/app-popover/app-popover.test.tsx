import type { AppLinkInfo } from '@portico/sdk/internal';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { cleanup, click, render, waitFor } from '../../testing/render';
import { barFakeFetch, createBarFakes, FAKE_APP_LINKS } from '../user-bar/bar-fakes';
import { safeColor, toAppEntries } from './app-api';
import { AppPopover } from './app-popover';
import {
  APP_POPOVER_TAG,
  defineAppPopoverElement,
  PorticoAppPopoverElement,
} from './app-popover.element';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const link = (overrides: Partial<AppLinkInfo>): AppLinkInfo => ({
  code: 'X',
  url: null,
  icon: null,
  iconName: null,
  color: null,
  descript: 'X app',
  ...overrides,
});

describe('My Apps entries (product.md §2.7)', () => {
  it('keep http(s) and relative addresses (made absolute), and drop anything else', () => {
    const [web, relative, script, none] = toAppEntries([
      link({ url: 'https://gc.example/' }),
      link({ url: '/examples/child-app/' }),
      link({ url: 'javascript:alert(1)' }),
      link({ url: null }),
    ]);
    expect(web?.url).toBe('https://gc.example/');
    expect(relative?.url).toBe(new URL('/examples/child-app/', window.location.href).href);
    expect(script?.url).toBeNull();
    expect(none?.url).toBeNull();
  });

  it('paint only real colours', () => {
    expect(safeColor('#1677ff')).toBe('#1677ff');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColor('teal')).toBe('teal');
    expect(safeColor('red; background: url(https://evil)')).toBeNull();
    expect(safeColor('')).toBeNull();
  });

  it('fall back to the code when an app has no description', () => {
    expect(toAppEntries([link({ descript: '' })])[0]?.name).toBe('X');
  });
});

describe('AppPopover', () => {
  it('opens the list from /loginApps: links in a new tab, no link without an address', async () => {
    const fakes = createBarFakes();
    const client = createFakeClient({ fetch: barFakeFetch(fakes, fetch) });
    const container = render(<AppPopover client={client} />);
    const button = container.querySelector<HTMLButtonElement>('[part~="base"]')!;
    expect(button.textContent).toBe('My Apps');
    await click(button);
    const apps = await waitFor(() => {
      const found = document.querySelectorAll<HTMLElement>('[part~="app"]');
      expect(found).toHaveLength(FAKE_APP_LINKS.length);
      return [...found];
    });
    const gc = apps.find((app) => app.dataset.code === 'GC') as HTMLAnchorElement;
    expect(gc.target).toBe('_blank');
    expect(gc.rel).toBe('noopener noreferrer');
    const gcym = apps.find((app) => app.dataset.code === 'GCYM')!;
    expect(gcym.tagName).toBe('SPAN');
    expect(document.getElementById(gcym.getAttribute('aria-describedby')!)?.textContent).toBe(
      'No matched address',
    );
  });
});

describe("AppPopover in the element's locale (product.md §1, §2.7)", () => {
  it("asks /loginApps for the descriptions in the locale attribute, not the client's", async () => {
    const fakes = createBarFakes();
    const inner = barFakeFetch(fakes, fetch);
    const asked: (string | null)[] = [];
    const recording: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/loginApps')) asked.push(new Headers(init?.headers).get('language'));
      return inner(input, init);
    };
    const client = createFakeClient({ fetch: recording, locale: 'en-US' });
    const container = render(<AppPopover client={client} locale="zh-CN" />);
    await click(container.querySelector<HTMLButtonElement>('[part~="base"]')!);
    await waitFor(() => expect(asked).toEqual(['zh-CN']));
  });
});

describe('<portico-app-popover>', () => {
  it('registers once and renders in its shadow root', async () => {
    defineAppPopoverElement();
    defineAppPopoverElement();
    expect(customElements.get(APP_POPOVER_TAG)).toBe(PorticoAppPopoverElement);
    const host = document.createElement(APP_POPOVER_TAG) as PorticoAppPopoverElement;
    act(() => void (host.client = createFakeClient({ locale: 'zh-CN' })));
    await act(async () => document.body.append(host));
    // The element's body loads when it first renders (components/element-bodies.ts).
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector('[part~="base"]')?.textContent).toBe('我的应用'),
    );
    act(() => host.remove());
  });
});
