import type { AdminUser } from '@portico/sdk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portico } from '../../lib/portico';
import { text } from '../../lib/text';
import { render, type Rendered } from '../ui/testing/render';
import { userStateColumns } from './user-state-columns';

let view: Rendered | null = null;
beforeEach(() => portico.i18n.setLocale('en-US'));
afterEach(() => {
  view?.unmount();
  view = null;
});

const user = (over: Partial<AdminUser>) =>
  ({
    deptName: null,
    mobile: null,
    email: null,
    status: 'enabled',
    locked: 'F',
    ...over,
  }) as AdminUser;

/** The cells one user gets, by column key. */
function cells(u: AdminUser): Record<string, string> {
  const columns = userStateColumns(text);
  view = render(
    <table>
      <tbody>
        <tr>
          {columns.map((c) => (
            <td key={c.key} data-key={c.key}>
              {c.cell ? c.cell(u, 0) : String(u[c.key as keyof AdminUser] ?? '')}
            </td>
          ))}
        </tr>
      </tbody>
    </table>,
  );
  return Object.fromEntries(
    [...document.querySelectorAll('td')].map((td) => [td.dataset.key!, td.textContent ?? '']),
  );
}

describe('user state columns (product.md §3 "User": department, mobile, e-mail, states)', () => {
  it('shows the states of a disabled, locked user and dashes for what is missing', () => {
    expect(cells(user({ status: 'disabled', locked: 'T' }))).toEqual({
      deptName: '—',
      mobile: '—',
      email: '—',
      status: 'Disabled',
      locked: 'Locked',
    });
  });

  it('shows an enabled, unlocked user with their department and mobile', () => {
    expect(cells(user({ deptName: 'Reception', mobile: '13800000001' }))).toMatchObject({
      deptName: 'Reception',
      mobile: '13800000001',
      status: 'Enabled',
      locked: 'Unlocked',
    });
  });
});
