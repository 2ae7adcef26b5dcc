import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../../lib/portico';
import { button, click, render, typeInto, type Rendered } from '../testing/render';
import { SearchBar } from './search-bar';
import { selectItem, textItem } from './search-items';
import { useSearchForm } from './use-search-form';

let view: Rendered | null = null;
afterEach(() => view?.unmount());
portico.i18n.setLocale('en-US');

type Filters = { keyword: string; status: string };

function Bar({ onQuery }: { onQuery: (filters: Filters) => void }) {
  const form = useSearchForm<Filters>({ keyword: '', status: '' });
  return (
    <SearchBar
      onQuery={() => onQuery(form.draft)}
      onClear={() => onQuery(form.reset())}
      items={[
        textItem(form, 'keyword', 'Keyword', 'Code or name'),
        selectItem(form, 'status', 'Status', [
          { value: '', label: 'All' },
          { value: 'enabled', label: 'Enabled' },
        ]),
      ]}
    />
  );
}

describe('search bar filters (product.md §2.9 search bar)', () => {
  it('binds a labelled text and select filter to the draft the query sends', () => {
    const onQuery = vi.fn();
    view = render(<Bar onQuery={onQuery} />);
    const keyword = view.container.querySelector<HTMLInputElement>('input[name=keyword]')!;
    const status = view.container.querySelector<HTMLSelectElement>('select[name=status]')!;
    expect(keyword.placeholder).toBe('Code or name');
    expect(document.querySelector(`label[for="${keyword.id}"]`)!.textContent).toBe('Keyword');
    typeInto(keyword, 'G01');
    act(() => {
      status.value = 'enabled';
      status.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click(button(view.container, 'Query'));
    expect(onQuery).toHaveBeenLastCalledWith({ keyword: 'G01', status: 'enabled' });
  });
});
