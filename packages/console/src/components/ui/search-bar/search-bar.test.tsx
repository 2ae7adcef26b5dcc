import { afterEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../../lib/portico';
import { button, click, render, type Rendered } from '../testing/render';
import { SearchBar } from './search-bar';

let view: Rendered | null = null;
afterEach(() => view?.unmount());
portico.i18n.setLocale('en-US');

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    key: `f${i}`,
    label: `Filter ${i}`,
    control: <input name={`f${i}`} />,
  }));

describe('SearchBar (product.md §2.9 "main items plus extra items behind a toggle")', () => {
  it('shows 3 items, hides the others behind the toggle in rows of 5', () => {
    view = render(<SearchBar items={items(9)} onQuery={() => {}} onClear={() => {}} />);
    const extra = view.container.querySelector<HTMLElement>('[hidden]')!;
    expect(extra.querySelectorAll('input')).toHaveLength(6);
    expect(extra.children).toHaveLength(2);
    const toggle = button(view.container, 'More filters')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    click(toggle);
    expect(button(view.container, 'Collapse')!.getAttribute('aria-expanded')).toBe('true');
    expect(view.container.querySelector('[hidden]')).toBeNull();
    // Each item is labelled.
    const label = view.container.querySelector('label')!;
    expect(document.getElementById(label.htmlFor)).not.toBeNull();
  });

  it('has no toggle with 3 items or fewer', () => {
    view = render(<SearchBar items={items(3)} onQuery={() => {}} onClear={() => {}} />);
    expect(button(view.container, 'More filters')).toBeNull();
  });

  it('queries on Enter (a form submit) and on the button, clears, and waits while loading', () => {
    const onQuery = vi.fn();
    const onClear = vi.fn();
    view = render(
      <SearchBar
        items={items(2)}
        onQuery={onQuery}
        onClear={onClear}
        actions={<button type="button">Export</button>}
      />,
    );
    const form = view.container.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    click(button(view.container, 'Query'));
    expect(onQuery).toHaveBeenCalledTimes(2);
    click(button(view.container, 'Clear'));
    expect(onClear).toHaveBeenCalledOnce();
    expect(button(view.container, 'Export')).not.toBeNull();
    view.unmount();
    view = render(<SearchBar items={items(2)} onQuery={onQuery} onClear={onClear} loading />);
    const query = view.container.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(query.getAttribute('aria-disabled')).toBe('true');
    expect(query.getAttribute('aria-busy')).toBe('true');
  });
});
