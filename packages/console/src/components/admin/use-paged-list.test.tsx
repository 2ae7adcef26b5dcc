import type { PagedResult, PageParams } from '@portico/sdk';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../lib/portico';
import { button, click, render, settle, type Rendered } from '../ui/testing/render';
import { Table } from '@portico/elements/ui';
import { usePagedList } from './use-paged-list';

let view: Rendered | null = null;
afterEach(() => view?.unmount());
portico.i18n.setLocale('en-US');

type Row = { id: string };
type Fetch = (params: PageParams) => Promise<PagedResult<Row>>;
let api: { search: (f: { q: string }) => void } | null = null;

function List({ fetchPage }: { fetchPage: Fetch }) {
  const list = usePagedList<Row, { q: string }>({
    queryKey: ['test'],
    fetchPage,
    initialFilters: { q: '' },
  });
  useEffect(() => {
    api = list;
  });
  return (
    <Table
      label="Rows"
      columns={[{ key: 'id', header: 'Id' }]}
      rows={list.rows}
      rowKey={(r) => r.id}
      error={list.error}
      pagination={{
        current: list.current,
        total: list.total,
        pageSize: list.pageSize,
        onChange: list.setPage,
      }}
    />
  );
}

const page = (ids: string[], totalRows: number): PagedResult<Row> => ({
  datas: ids.map((id) => ({ id })),
  totalRows,
  statistic: null,
});
const cells = () => [...view!.container.querySelectorAll('tbody td')].map((td) => td.textContent);
const total = () => view!.container.querySelector('[data-testid=table-total]')!.textContent;

describe('usePagedList with the kit table (api-contract.md §7.1, §8, §9)', () => {
  it('asks for page 1 by 10 with the filters, shows the total, pages on', async () => {
    const fetchPage = vi.fn<Fetch>(async (p) => page([`r${p.current}`], 25));
    view = render(<List fetchPage={fetchPage} />);
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '', current: 1, pageSize: 10 });
    expect(cells()).toEqual(['r1']);
    expect(total()).toBe('Total: 25');
    click(button(view.container, 'Page 3'));
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '', current: 3, pageSize: 10 });
    expect(cells()).toEqual(['r3']);
  });

  it('empties the table with a total of 0 when the list call fails (§8)', async () => {
    let fail = false;
    const fetchPage = vi.fn<Fetch>(async () => {
      if (fail) throw new Error('network request error');
      return page(['a', 'b'], 2);
    });
    view = render(<List fetchPage={fetchPage} />);
    await settle();
    expect(cells()).toEqual(['a', 'b']);
    fail = true;
    api!.search({ q: 'x' });
    await settle();
    expect(cells()).toEqual(['No data']);
    expect(total()).toBe('Total: 0');
    expect(view.container.querySelector('[role=alert]')!.textContent).toBe(
      'The list could not be loaded: network request error',
    );
  });

  it('steps back to the last page when its rows are gone, and refetches a repeated query', async () => {
    let rows = 21;
    const fetchPage = vi.fn<Fetch>(async (p) => {
      const ids = Array.from({ length: rows }, (_, i) => `r${i}`).slice(
        (p.current! - 1) * 10,
        p.current! * 10,
      );
      return page(ids, rows);
    });
    view = render(<List fetchPage={fetchPage} />);
    await settle();
    click(button(view.container, 'Page 3'));
    await settle();
    expect(cells()).toEqual(['r20']);
    rows = 20; // the last row of the last page was deleted
    api!.search({ q: '' });
    await settle();
    const calls = fetchPage.mock.calls.length;
    api!.search({ q: '' });
    await settle();
    expect(fetchPage.mock.calls.length).toBe(calls + 1);
    click(button(view.container, 'Page 2'));
    await settle();
    rows = 10;
    view.client.invalidateQueries();
    await settle(6);
    expect(cells()).toHaveLength(10);
    expect(view.container.querySelector('[aria-current=page]')).toBeNull();
  });
});
