import { describe, expect, it } from 'vitest';
import { ipGroups, wholeNumberIn, withIpEntry } from './security-form';

// product.md §2.5 /safety: the lock window and lockout numbers, the IP whitelist groups.
describe('security settings form', () => {
  it('reads whole numbers inside the bounds only', () => {
    expect(wholeNumberIn(' 15 ', 1, 1440)).toBe(15);
    expect(wholeNumberIn('0', 1, 1440)).toBeNull();
    expect(wholeNumberIn('1441', 1, 1440)).toBeNull();
    expect(wholeNumberIn('1.5', 1, 1440)).toBeNull();
    expect(wholeNumberIn('', 1, 1440)).toBeNull();
  });

  it('adds a whitelist entry once, in the default group when none is typed', () => {
    const list = [{ groupName: 'office', ip: '10.0.0.0/8', remark: null }];
    expect(withIpEntry(list, { groupName: ' ', ip: ' 127.0.0.1 ', remark: '' })).toEqual([
      ...list,
      { groupName: 'default', ip: '127.0.0.1', remark: null },
    ]);
    expect(withIpEntry(list, { groupName: 'vpn', ip: '10.0.0.0/8', remark: 'x' })).toEqual([
      { groupName: 'vpn', ip: '10.0.0.0/8', remark: 'x' },
    ]);
  });

  it('groups the whitelist by group name in order', () => {
    const a = { groupName: 'a', ip: '1.1.1.1' };
    const b = { groupName: 'b', ip: '2.2.2.2' };
    const a2 = { groupName: 'a', ip: '3.3.3.3' };
    expect(ipGroups([a, b, a2])).toEqual([
      ['a', [a, a2]],
      ['b', [b]],
    ]);
  });
});
