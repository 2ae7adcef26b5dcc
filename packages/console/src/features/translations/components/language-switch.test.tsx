import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../../lib/portico';
import { languageModuleQueryOptions } from '../api/get-language-module';
import { translationStore } from '../kv-sync';
import { LanguageSwitch } from './language-switch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
const request = vi.spyOn(portico.http, 'request');

function render(languageModule: boolean) {
  const client = new QueryClient();
  client.setQueryData(languageModuleQueryOptions().queryKey, languageModule);
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={client}>
        <LanguageSwitch />
      </QueryClientProvider>,
    );
  });
}

const tip = () => document.querySelector('[data-testid=language-tip]');
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());
const menuItem = (name: string) =>
  [...container.querySelectorAll('[role=menuitemradio]')].find((b) => b.textContent === name);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  portico.i18n.setLocale('zh-CN');
  portico.i18n.setOverrides({});
  // The kv pull answers at once: the tip must still stay for 2 s.
  request.mockResolvedValue({
    translatesDTOs: [{ key: 'shell.refresh', value: 'Reload' }],
    lastPullDate: '2026-05-01T00:00:00.000000Z',
  });
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.useRealTimers();
  request.mockReset();
});

describe('the language switch (product.md §4 "Language", api-contract.md §9 minimum 2000 ms)', () => {
  it('choosing English shows the loading tip for at least 2 s while the kv translations are pulled, then applies them', async () => {
    render(true);
    click(container.querySelector('button[aria-haspopup=menu]'));
    click(menuItem('English'));
    expect(tip()?.textContent).toContain('Switching language');
    expect(portico.i18n.locale.value).toBe('en-US');
    // Incremental pull of api-contract.md §7.8 for the new locale and the console's app.
    expect(request).toHaveBeenCalledWith('TRANSLATE', '/kv_translate/kv_translates', {
      query: { lastPullDate: '' },
      headers: { appCode: portico.appCode.value, language: 'en-US' },
    });

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(tip()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(tip()).toBeNull();
    expect(portico.i18n.overrides.value).toEqual({ 'shell.refresh': 'Reload' });
    expect(translationStore.read(portico.appCode.value, 'en-US').lastPullDate).toBe(
      '2026-05-01T00:00:00.000000Z',
    );
  });

  it('choosing the language already shown does nothing', () => {
    render(true);
    click(container.querySelector('button[aria-haspopup=menu]'));
    click(menuItem('简体中文'));
    expect(tip()).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('with the language module off (modules.LANG, product.md §3) there is no switch', () => {
    render(false);
    expect(container.innerHTML).toBe('');
  });

  // Last: nothing unlocks a locale locked by the URL.
  it('a locale locked by the URL language parameter is not switched, and the menu says why', () => {
    render(true);
    act(() => portico.i18n.lockLocale('zh-CN'));
    click(container.querySelector('button[aria-haspopup=menu]'));
    expect(container.querySelector('[role=note]')?.textContent).toBe(
      '语言已由链接参数指定，无法切换',
    );
    click(menuItem('English'));
    expect(tip()).toBeNull();
    expect(portico.i18n.locale.value).toBe('zh-CN');
    expect(request).not.toHaveBeenCalled();
  });
});
