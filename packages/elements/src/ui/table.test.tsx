import { createI18n, createMemoryStorage, registerMessages } from '@portico/sdk';
import { commonMessages, elementsMessages } from '@portico/sdk/internal';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table } from './table';
import { UiProvider } from './ui-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

registerMessages(commonMessages, elementsMessages);
const i18n = createI18n(createMemoryStorage(), 'en-US');
let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function show(node: ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <UiProvider t={i18n.t} locale="en-US">
        {node}
      </UiProvider>,
    ),
  );
  return host;
}

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

describe('Table: the one table of console and elements (api-contract.md §8, §9)', () => {
  it('shows a field by its key, a column width and alignment, and the current row; a click reports the row', () => {
    const onRowClick = vi.fn();
    const box = show(
      <Table<Row>
        label="Things"
        columns={[
          { key: 'name', header: 'Name', width: '8rem' },
          { key: 'id', header: 'Id', align: 'right', cell: (row, index) => `${row.id}#${index}` },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
        selectedKey="b"
        layout="fixed"
      />,
    );
    const table = box.querySelector('table')!;
    expect(table.getAttribute('aria-label')).toBe('Things');
    expect(table.className).toContain('table-fixed');
    expect([...box.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual([
      'Alpha',
      'a#0',
      'Beta',
      'b#1',
    ]);
    expect(box.querySelector<HTMLElement>('th')!.style.width).toBe('8rem');
    expect(box.querySelectorAll('th')[1]!.className).toContain('text-end');
    expect(box.querySelector('[data-selected]')!.getAttribute('data-row-key')).toBe('b');
    act(() => box.querySelector<HTMLElement>('[data-row-key=a]')!.click());
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('states a failed list above the emptied table, says "No data" by default, caps its height', () => {
    const box = show(
      <Table<Row>
        label="Things"
        columns={[{ key: 'name', header: 'Name' }]}
        rows={[]}
        rowKey={(row) => row.id}
        error="network request error"
        maxHeight={200}
      />,
    );
    expect(box.querySelector('[role=alert]')!.textContent).toBe(
      'The list could not be loaded: network request error',
    );
    expect(box.querySelector('tbody td')!.textContent).toBe('No data');
    expect(box.querySelector<HTMLElement>('[aria-busy], .overflow-auto')!.style.maxHeight).toBe(
      '200px',
    );
  });

  it('covers the rows with a spinner while a page loads', () => {
    const box = show(
      <Table<Row>
        label="Things"
        columns={[{ key: 'name', header: 'Name' }]}
        rows={rows}
        rowKey={(row) => row.id}
        loading
      />,
    );
    expect(box.querySelector('[aria-busy=true]')).not.toBeNull();
    expect(box.querySelector('[aria-busy=true] svg')).not.toBeNull();
  });

  it('reads at the kit size by default and smaller when compact (the console lists)', () => {
    const columns = [{ key: 'name', header: 'Name' }];
    const box = show(
      <>
        <Table<Row> label="A" columns={columns} rows={rows} rowKey={(row) => row.id} />
        <Table<Row>
          label="B"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          density="compact"
        />
      </>,
    );
    const [normal, compact] = [...box.querySelectorAll('table')];
    expect(normal!.className).toContain('text-sm');
    expect(compact!.className).toContain('text-xs');
    expect(compact!.querySelector('td')!.className).toContain('px-2.5');
  });
});
