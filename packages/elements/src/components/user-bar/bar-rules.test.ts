import { describe, expect, it } from 'vitest';
import { fakeLoginResult } from '../../testing/fake-client';
import { initial, parseHidden, unitListSource, visibleOperations, visibleTools } from './bar-rules';

const user = (flags: { canUseBackdoor?: 'T' | 'F' } = {}) => {
  const login = fakeLoginResult();
  return { userInfoDO: { ...login.userInfoDO, ...flags } };
};

describe('the `hide` attribute (README "hide")', () => {
  it('reads names separated by commas or spaces, in any case, and ignores unknown ones', () => {
    expect([...parseHidden(' Language,logo  history,,nonsense user-info COPY-LINK')]).toEqual([
      'language',
      'logo',
      'history',
      'user-info',
      'copy-link',
    ]);
    expect(parseHidden(undefined).size).toBe(0);
    expect(parseHidden(null).size).toBe(0);
    expect(parseHidden('').size).toBe(0);
  });
});

describe('operation menu (product.md §2.8, §6 backdoor)', () => {
  it('lists §2.8’s operations in order; the backdoor option only for canUseBackdoor T', () => {
    expect(visibleOperations(user(), new Set())).toEqual([
      'password',
      'language',
      'logo',
      'unit',
      'history',
      'email',
      'security',
      'sessions',
      'logout',
    ]);
    expect(visibleOperations(user({ canUseBackdoor: 'T' }), new Set())).toContain('backdoor');
  });

  it('leaves out what `hide` names, the backdoor option too', () => {
    const hidden = parseHidden('language logo backdoor');
    expect(visibleOperations(user({ canUseBackdoor: 'T' }), hidden)).toEqual([
      'password',
      'unit',
      'history',
      'email',
      'security',
      'sessions',
      'logout',
    ]);
  });
});

describe('shell-only buttons (product.md §2.8)', () => {
  it('are shown only when the host asks, minus the hidden ones', () => {
    expect(visibleTools(false, new Set())).toEqual([]);
    expect(visibleTools(true, new Set())).toEqual([
      'refresh',
      'copy-link',
      'full-screen',
      'collapse',
    ]);
    expect(visibleTools(true, parseHidden('refresh,collapse'))).toEqual([
      'copy-link',
      'full-screen',
    ]);
  });
});

describe('unit-switch list (product.md §6)', () => {
  // product.md §6: "canUseBackdoor allows unit change (not in the UC app)"; "users of the
  // top-level platform unit see all managed units (paged); others see their own unit plus
  // possible login units".
  it.each([
    { canUseBackdoor: 'F', appCode: 'SSO', backdoor: false, source: 'possible' },
    { canUseBackdoor: 'T', appCode: 'SSO', backdoor: false, source: 'managed' },
    { canUseBackdoor: 'T', appCode: 'UC', backdoor: false, source: 'possible' },
    { canUseBackdoor: 'T', appCode: 'UC', backdoor: true, source: 'managed' },
    { canUseBackdoor: undefined, appCode: 'GC', backdoor: false, source: 'possible' },
  ] as const)('canUseBackdoor $canUseBackdoor in $appCode (backdoor $backdoor): $source', (row) => {
    expect(unitListSource(row)).toBe(row.source);
  });
});

describe('avatar initial', () => {
  it('takes the first character whole, upper-cased', () => {
    expect(initial(' front desk')).toBe('F');
    expect(initial('𠀋先生')).toBe('𠀋');
    expect(initial('')).toBe('?');
  });
});
