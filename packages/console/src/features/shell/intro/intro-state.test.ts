import { describe, expect, it } from 'vitest';
import { introStorageKey, introVisible } from './intro-state';

describe('guided intro to update-password (product.md §2.8, §4 "Forced password change")', () => {
  it('shows while the initial password must be changed (first login, not backdoor)', () => {
    expect(introVisible('first-login', false)).toBe(true);
  });

  it('not for an expired password, nor without a forced change (a backdoor session has none)', () => {
    expect(introVisible('expired', false)).toBe(false);
    expect(introVisible(null, false)).toBe(false);
  });

  it('not again once the user has seen it', () => {
    expect(introVisible('first-login', true)).toBe(false);
  });

  it('is remembered per unit and user', () => {
    expect(introStorageKey('H001', 'newhire')).toBe('portico.shell.intro:H001/newhire');
  });
});
