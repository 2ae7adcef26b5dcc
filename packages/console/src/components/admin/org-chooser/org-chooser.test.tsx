import type { PagedResult } from '@portico/sdk';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../../lib/portico';
import { button, click, render, settle, typeInto, type Rendered } from '../../ui/testing/render';
import type { ChooserFetch } from './chooser-api';
import type { ChosenOrg } from './chooser-kinds';
import { OrgChooser } from './org-chooser';
import { OrgChooserField } from './org-chooser-field';

let view: Rendered | null = null;
beforeEach(() => portico.i18n.setLocale('en-US'));
afterEach(() => {
  view?.unmount();
  vi.useRealTimers();
});

const ORGS: ChosenOrg[] = [
  { id: 'o1', code: 'O001', name: 'Skyway Travel', type: 'OTA' },
  { id: 't1', code: 'T001', name: 'Maple Tours', type: 'TRAVEL' },
];
const fetchPage = vi.fn<ChooserFetch>(async (_kind, search): Promise<PagedResult<ChosenOrg>> => {
  const rows = ORGS.filter((o) => o.name.toLowerCase().includes(search.keyword.toLowerCase()));
  return { datas: rows, totalRows: rows.length, statistic: null };
});
const dialog = () => document.body.querySelector('dialog')!;
const rowCodes = () =>
  [...dialog().querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);

describe('OrgChooser (product.md §2.9 "cooperator chooser", api-contract.md §9)', () => {
  it('lists the kind’s units with a type filter, searches after a 500 ms pause, chooses a row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChoose = vi.fn();
    view = render(
      <OrgChooser kind="cooperator" onChoose={onChoose} onClose={() => {}} fetchPage={fetchPage} />,
    );
    await settle();
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Choose a cooperator',
    );
    expect(rowCodes()).toEqual(['O001', 'T001']);
    expect([...dialog().querySelectorAll('option')].map((o) => o.value)).toEqual([
      '',
      'OTA',
      'TRAVEL',
      'DISTRI',
      'ALLIAN',
    ]);
    typeInto(dialog().querySelector('input[type=search]')!, 'maple');
    await settle();
    expect(fetchPage).not.toHaveBeenLastCalledWith(
      'cooperator',
      expect.objectContaining({ keyword: 'maple' }),
    );
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith(
      'cooperator',
      expect.objectContaining({ keyword: 'maple', current: 1 }),
    );
    expect(rowCodes()).toEqual(['T001']);
    click(button(dialog(), 'Choose Maple Tours'));
    expect(onChoose).toHaveBeenCalledWith(ORGS[1]);
  });

  it('shows the choice in a form field, opens the dialog from it and clears it', async () => {
    const onChange = vi.fn();
    view = render(
      <OrgChooserField
        kind="supplier"
        value={ORGS[0]!}
        onChange={onChange}
        fetchPage={fetchPage}
      />,
    );
    const field = view.container.querySelector('button[aria-haspopup=dialog]')!;
    expect(field.textContent).toBe('Skyway Travel (O001)');
    click(field);
    await settle();
    expect(dialog()).not.toBeNull();
    expect(dialog().querySelector('tr[data-selected]')!.textContent).toContain('O001');
    click(dialog().querySelector('tbody tr'));
    expect(onChange).toHaveBeenCalledWith(ORGS[0]);
    click(button(view.container, 'Clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
