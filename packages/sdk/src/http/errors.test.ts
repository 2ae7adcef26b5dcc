import { describe, expect, it, vi } from 'vitest';
import { isPorticoApiError, PorticoApiError } from './errors';

describe('isPorticoApiError: a brand, not the class identity', () => {
  it('recognises an error made by another copy of the SDK (its CJS build, another version)', async () => {
    // A second, independent module instance stands in for the other copy.
    vi.resetModules();
    const other = await import('./errors');
    expect(other.PorticoApiError).not.toBe(PorticoApiError);
    const foreign = new other.PorticoApiError(50001, 'logged out', 'business');
    expect(isPorticoApiError(foreign)).toBe(true);
    expect(foreign instanceof PorticoApiError).toBe(true);
    expect(other.isPorticoApiError(new PorticoApiError(-999, 'x', 'network'))).toBe(true);
  });

  it('is false for other errors and look-alikes', () => {
    expect(isPorticoApiError(new Error('x'))).toBe(false);
    expect(isPorticoApiError({ name: 'PorticoApiError', result: 1 })).toBe(false);
    expect(isPorticoApiError(null)).toBe(false);
    expect(new Error('x') instanceof PorticoApiError).toBe(false);
  });
});
