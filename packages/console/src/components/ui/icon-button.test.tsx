import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { portico } from '../../lib/portico';
import { IconButton, iconButtonLabel } from './icon-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** axe's label-content-name-mismatch drops parenthesised words from the name before comparing. */
const nameOutsideParentheses = (name: string) => name.replace(/\([^()]*\)/g, '');

describe('IconButton name while loading (product.md §2.9; WCAG 2.5.3 "label in name")', () => {
  it('adds "updating" to the label outside parentheses', () => {
    expect(iconButtonLabel('Refresh', true, 'updating')).toBe('Refresh, updating');
    expect(iconButtonLabel('Refresh', false, 'updating')).toBe('Refresh');
  });

  it.each([
    ['en-US', 'Refresh'],
    ['zh-CN', '刷新'],
  ] as const)('the visible text is part of the accessible name in %s', (locale, label) => {
    portico.i18n.setLocale(locale);
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<IconButton icon="refresh" label={label} loading />);
    });
    const button = container.querySelector('button')!;
    const visible = button.textContent!;
    expect(visible).toBe(locale === 'en-US' ? 'updating' : '更新中');
    expect(nameOutsideParentheses(button.getAttribute('aria-label')!)).toContain(visible);
  });
});
