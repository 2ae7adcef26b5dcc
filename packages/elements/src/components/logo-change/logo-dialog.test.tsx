import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { cleanup, render, waitFor } from '../../testing/render';
import { PorticoRoot } from '../../ui/portico-root';
import { barFakeFetch, createBarFakes } from '../user-bar/bar-fakes';
import LogoDialog from './logo-dialog';

afterEach(cleanup);

function setup() {
  const fakes = createBarFakes();
  const client = createFakeClient({ fetch: barFakeFetch(fakes, fetch) });
  render(
    <PorticoRoot client={client}>
      <LogoDialog open onOpenChange={() => undefined} />
    </PorticoRoot>,
  );
  return { fakes };
}

/** The file input of a unit's row in the shown tab. */
const input = (code: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLInputElement>(
      `[role="tabpanel"]:not([hidden]) tr[data-code="${code}"] input[type="file"]`,
    );
    expect(found).not.toBeNull();
    return found!;
  });

async function choose(target: HTMLInputElement, ...names: string[]) {
  const files = names.map((name) => new File(['x'], name));
  Object.defineProperty(target, 'files', { value: files, configurable: true });
  await act(async () => void target.dispatchEvent(new Event('change', { bubbles: true })));
}

const toasts = () => [...document.querySelectorAll('[part~="toast"]')].map((t) => t.textContent);
const uploads = (fakes: ReturnType<typeof createBarFakes>) =>
  fakes.calls.filter((call) => call.method === 'POST');

describe('logo change file rules (product.md §2.9, §5 "max one; icon format ico only")', () => {
  it('uploads one logo image per entry, as isIcon F', async () => {
    const { fakes } = setup();
    const logo = await input('H001');
    expect(logo.multiple).toBe(false);
    await choose(logo, 'harbour.png');
    await waitFor(() => expect(uploads(fakes)).toHaveLength(1));
    expect(uploads(fakes)[0]?.query).toEqual({ code: 'H001', isIcon: 'F' });
  });

  it('refuses two files, and an icon that is not .ico, before any call', async () => {
    const { fakes } = setup();
    await choose(await input('H001'), 'a.png', 'b.png');
    await waitFor(() => expect(toasts()).toContain('Only one file can be uploaded'));

    const tab = [...document.querySelectorAll('[role="tab"]')].find(
      (el) => el.textContent === 'ICO icons',
    )!;
    await act(async () => (tab as HTMLElement).click());
    const icon = await input('H001');
    expect(icon.accept).toContain('.ico');
    await choose(icon, 'favicon.png');
    await waitFor(() => expect(toasts()).toContain('Icons must be .ico files'));
    expect(uploads(fakes)).toHaveLength(0);

    await choose(icon, 'FAVICON.ICO');
    await waitFor(() => expect(uploads(fakes)).toHaveLength(1));
    expect(uploads(fakes)[0]?.query).toEqual({ code: 'H001', isIcon: 'T' });
  });
});
