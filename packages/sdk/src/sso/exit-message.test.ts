import { describe, expect, it } from 'vitest';
import { isSsoExitMessage } from './exit-message';
import { SSO_EXIT_MESSAGE } from './types';

describe('successful-exit message (product.md §2.4, DESIGN.md "listeners check event.origin")', () => {
  const children = ['https://gc.test'];
  it.each<[string, { origin: string; data: unknown }, boolean]>([
    ['from a child origin', { origin: 'https://gc.test', data: SSO_EXIT_MESSAGE }, true],
    ['from another origin', { origin: 'https://evil.test', data: SSO_EXIT_MESSAGE }, false],
    [
      'an origin that only starts the same',
      { origin: 'https://gc.test.evil.test', data: SSO_EXIT_MESSAGE },
      false,
    ],
    [
      'another message',
      { origin: 'https://gc.test', data: { type: 'portico:sso-exit', result: 'fail' } },
      false,
    ],
    ['a string', { origin: 'https://gc.test', data: 'portico:sso-exit' }, false],
    ['null data', { origin: 'https://gc.test', data: null }, false],
  ])('%s', (_name, event, expected) => {
    expect(isSsoExitMessage(event, children)).toBe(expected);
  });
});
