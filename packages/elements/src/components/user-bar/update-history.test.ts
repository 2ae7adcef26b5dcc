import { describe, expect, it, vi } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { barFakeFetch, createBarFakes, type BarFakeOptions } from './bar-fakes';
import { openUpdateHistory, UPDATE_HISTORY_PARAM } from './update-history';

function setup(options: BarFakeOptions) {
  const fakes = createBarFakes(options);
  const client = createFakeClient({ fetch: barFakeFetch(fakes, fetch) });
  const opened = { opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
  const open = vi.fn((url?: string | URL) => (url === 'about:blank' ? opened : null));
  const onMissing = vi.fn();
  return { fakes, client, opened, open, onMissing };
}

describe('update history (product.md §2.8, api-contract.md §7.6, §8)', () => {
  it('opens a window at once, then sends it to the codeDict URL (relative: the server’s)', async () => {
    const { client, fakes, opened, open, onMissing } = setup({ updateHistoryUrl: '/history/' });
    const url = await openUpdateHistory(client, onMissing, open as unknown as typeof window.open);
    expect(open).toHaveBeenNthCalledWith(1, 'about:blank', '_blank');
    expect(opened.opener).toBeNull();
    expect(url).toBe(new URL('/history/', window.location.href).href);
    expect(opened.location.replace).toHaveBeenCalledWith(url);
    expect(fakes.calls[0]?.query).toEqual({
      appCode: 'GC',
      code: 'UPDATE_HISTORY_URL',
      isHalt: 'F',
      page: '0',
      size: '10',
    });
    expect(onMissing).not.toHaveBeenCalled();
  });

  it.each([
    ['not set', null],
    ['not http(s)', 'javascript:alert(1)'],
    ['blank', '   '],
  ])('%s: closes the window and reports the parameter', async (_, content) => {
    const { client, opened, open, onMissing } = setup({ updateHistoryUrl: content });
    expect(
      await openUpdateHistory(client, onMissing, open as unknown as typeof window.open),
    ).toBeNull();
    expect(opened.close).toHaveBeenCalledOnce();
    expect(opened.location.replace).not.toHaveBeenCalled();
    expect(onMissing).toHaveBeenCalledWith(UPDATE_HISTORY_PARAM);
  });

  it('a blocked window: the page opens after the call, without an opener', async () => {
    const { client, onMissing } = setup({ updateHistoryUrl: 'https://docs.example/history' });
    const open = vi.fn(() => null);
    await openUpdateHistory(client, onMissing, open as unknown as typeof window.open);
    expect(open).toHaveBeenLastCalledWith('https://docs.example/history', '_blank', 'noopener');
  });
});
