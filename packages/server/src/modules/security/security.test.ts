import { describe, expect, it } from 'vitest';
import { ipMatches } from './security';

describe('IP whitelist matching (product.md /safety/ipWhite)', () => {
  const list = ['127.0.0.1', '10.0.0.0/8', '2001:db8::/32', 'not-an-ip', '192.168.1.0/99'];
  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['10.20.30.40', true],
    ['2001:db8::7', true],
    ['11.0.0.1', false],
    ['192.168.1.5', false],
    ['', false],
    ['garbage', false],
  ])('%j → %j (malformed entries match nothing)', (ip, allowed) => {
    expect(ipMatches(list, ip)).toBe(allowed);
  });
});
