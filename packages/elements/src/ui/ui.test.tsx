import { describe, expect, it } from 'vitest';
import { plainText } from '../components/system-tips/system-tips';
import { formatDateTime, toDateTimeInput } from './format';
import { isMessageHtml } from './message-text';
import { pageWindow } from './paging';

describe('pageWindow', () => {
  it('shows first, last and two around the current page, with gaps; none for one page (api-contract.md §9)', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});

describe('message text: text unless real markup (DESIGN.md "Security model")', () => {
  it('takes known tags as HTML, and anything else as text', () => {
    expect(isMessageHtml('<p>hello</p>')).toBe(true);
    expect(isMessageHtml('x <img src=x onerror=alert(1)>')).toBe(true);
    expect(isMessageHtml('<script>alert(1)</script>')).toBe(true);
    expect(isMessageHtml('a <angle> brackets and 1 < 2 > 0')).toBe(false);
    expect(isMessageHtml('plain')).toBe(false);
  });

  it('reads markup as one line of plain text for the tip strip, without script text', () => {
    expect(
      plainText('<p>Dear all,</p><p>PMS is <b>offline</b>.</p><script>alert(2)</script>'),
    ).toBe('Dear all, PMS is offline.');
    expect(plainText('no markup')).toBe('no markup');
  });
});

describe('dates', () => {
  it('shows server dates to the minute and fills date-time inputs in local time', () => {
    expect(formatDateTime('2026-03-02 08:15:42')).toBe('2026-03-02 08:15');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(null)).toBe('');
    expect(toDateTimeInput(new Date(2026, 2, 2, 23, 59, 59))).toBe('2026-03-02T23:59:59');
  });
});
