import { describe, expect, it } from 'vitest';
import { readShellFlags, withShellFlags } from './shell-flags';

describe('query flags the shell passes to a framed page (product.md §2.8)', () => {
  it.each([
    [
      '/examples/child-app/?app=UC&page=reports',
      '/examples/child-app/?app=UC&page=reports&hide_top=true&hide_left=true',
    ],
    ['/report/daily-sign-ins', '/report/daily-sign-ins?hide_top=true&hide_left=true'],
    ['https://a.example/p?x=1#top', 'https://a.example/p?x=1&hide_top=true&hide_left=true#top'],
    ['/p?hide_top=false', '/p?hide_top=true&hide_left=true'],
  ])('%s', (address, framed) => {
    expect(withShellFlags(address)).toBe(framed);
    const query = new URL(framed, 'http://hub.example').searchParams;
    expect(readShellFlags(query)).toEqual({ hideLeft: true, hideTop: true });
  });
});
