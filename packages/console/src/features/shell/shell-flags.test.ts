import { describe, expect, it } from 'vitest';
import { readShellFlags } from './shell-flags';
import { GC_SHELL, shellAppFor, USER_CENTRE_SHELL } from './shell-apps';

describe('query flags (product.md §2.8)', () => {
  it.each([
    ['', { hideLeft: false, hideTop: false }],
    ['?hide_left=true', { hideLeft: true, hideTop: false }],
    ['?hide_top=true', { hideLeft: false, hideTop: true }],
    ['?hide_left=true&hide_top=true', { hideLeft: true, hideTop: true }],
    ['?project=DHY', { hideLeft: true, hideTop: true }],
    ['?hide_left=1&hide_top=yes', { hideLeft: false, hideTop: false }],
    ['?project=dhy', { hideLeft: false, hideTop: false }],
  ])('%s → %o', (search, flags) => {
    expect(readShellFlags(search)).toEqual(flags);
  });
});

describe('which app the shell shows (product.md §2.5 "/gc")', () => {
  it.each([
    ['/gc', GC_SHELL],
    ['/gc/checkin', GC_SHELL],
    ['/gcx', USER_CENTRE_SHELL],
    ['/blank', USER_CENTRE_SHELL],
    ['/iframe', USER_CENTRE_SHELL],
  ])('%s', (pathname, app) => {
    expect(shellAppFor(pathname)).toBe(app);
  });
});
