import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultMessageSearchRange,
  formatSearchDate,
  parseSearchDate,
  validateBatchSelection,
  validateMessageSearch,
} from './message-search';

const tooLong = { key: 'validation.messageSearch.rangeTooLong', params: { days: 7 } };

describe('product.md §5 "Message search: if sender name, sender code, title keyword or read state is set, a publish time range is required"', () => {
  it.each([
    ['no filter, no range', {}, null],
    ['sender name', { srcUsername: 'Admin' }, 'validation.messageSearch.rangeRequired'],
    ['sender code', { srcUsercode: 'admin' }, 'validation.messageSearch.rangeRequired'],
    ['title keyword', { titleKeyword: 'audit' }, 'validation.messageSearch.rangeRequired'],
    ['read state', { readState: 'F' }, 'validation.messageSearch.rangeRequired'],
    ['blank filters count as unset', { srcUsername: '  ', readState: '' }, null],
    [
      'half a range',
      { publishStartDate: '2026-03-01 00:00:00' },
      'validation.messageSearch.rangeRequired',
    ],
    [
      'a filter with a range',
      {
        readState: 'T',
        publishStartDate: '2026-03-01 00:00:00',
        publishEndDate: '2026-03-07 23:59:59',
      },
      null,
    ],
  ])('%s', (_name, filters, expected) => {
    expect(validateMessageSearch(filters)).toEqual(expected);
  });
});

describe('product.md §5 "range at most seven days"', () => {
  it.each([
    ['exactly 7 days', '2026-03-01 10:00:00', '2026-03-08 10:00:00', null],
    ['7 days and a second', '2026-03-01 10:00:00', '2026-03-08 10:00:01', tooLong],
    ['one day', '2026-03-01', '2026-03-02', null],
    ['reversed', '2026-03-05', '2026-03-01', 'validation.messageSearch.rangeInvalid'],
    ['not a date', 'yesterday', '2026-03-01', 'validation.messageSearch.rangeInvalid'],
    ['an impossible date', '2026-02-30', '2026-03-01', 'validation.messageSearch.rangeInvalid'],
  ])('%s', (_name, publishStartDate, publishEndDate, expected) => {
    expect(validateMessageSearch({ publishStartDate, publishEndDate })).toEqual(expected);
  });

  it('takes Date objects and epoch milliseconds too', () => {
    const start = new Date(2026, 2, 1);
    expect(
      validateMessageSearch({
        publishStartDate: start,
        publishEndDate: start.getTime() + 86_400_000,
      }),
    ).toBeNull();
  });
});

describe('product.md §5 "default is the last 7 days ending at today\'s end"', () => {
  it('from the start of the day six days ago to 23:59:59.999 today', () => {
    const { start, end } = defaultMessageSearchRange(new Date(2026, 2, 10, 15, 30));
    expect(formatSearchDate(start)).toBe('2026-03-04 00:00:00');
    expect(formatSearchDate(end)).toBe('2026-03-10 23:59:59');
    expect(end.getMilliseconds()).toBe(999);
  });

  it('crosses month and year ends', () => {
    const { start, end } = defaultMessageSearchRange(new Date(2026, 0, 3, 0, 0, 1));
    expect(formatSearchDate(start)).toBe('2025-12-28 00:00:00');
    expect(formatSearchDate(end)).toBe('2026-01-03 23:59:59');
  });

  it('is always a valid range that contains now (property)', () => {
    const moment = fc.date({
      min: new Date(2000, 0, 1),
      max: new Date(2100, 0, 1),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moment, (now) => {
        const { start, end } = defaultMessageSearchRange(now);
        return (
          start <= now &&
          now <= end &&
          validateMessageSearch({
            titleKeyword: 'x',
            publishStartDate: start,
            publishEndDate: end,
          }) === null
        );
      }),
    );
  });

  it('formatSearchDate and parseSearchDate round-trip to the second', () => {
    const date = new Date(2026, 6, 9, 8, 7, 6);
    expect(parseSearchDate(formatSearchDate(date))?.getTime()).toBe(date.getTime());
  });
});

describe('product.md §5 "Batch read with nothing selected: \'please select messages first\'"', () => {
  it.each([
    [[], 'validation.message.selectFirst'],
    [['m1'], null],
  ])('%j → %s', (selected, expected) => {
    expect(validateBatchSelection(selected)).toBe(expected);
  });
});
