import type { GlobalComponents } from 'vue';
import { describe, expect, it } from 'vitest';

/** True only for `any`: a typing that failed to resolve (skipLibCheck hides it in a .d.ts). */
type IsAny<T> = 0 extends 1 & T ? true : false;

describe('tag typings (src/jsx.d.ts, src/vue.d.ts)', () => {
  it('declares every tag for Vue with real props, not any', () => {
    const resolved: Record<
      keyof Pick<GlobalComponents, `portico-${string}` & keyof GlobalComponents>,
      false
    > = {
      'portico-user-bar': false as IsAny<GlobalComponents['portico-user-bar']>,
      'portico-message-bell': false as IsAny<GlobalComponents['portico-message-bell']>,
      'portico-notice-stack': false as IsAny<GlobalComponents['portico-notice-stack']>,
      'portico-system-tips': false as IsAny<GlobalComponents['portico-system-tips']>,
      'portico-password-modal': false as IsAny<GlobalComponents['portico-password-modal']>,
      'portico-repeat-login-modal': false as IsAny<GlobalComponents['portico-repeat-login-modal']>,
      'portico-app-popover': false as IsAny<GlobalComponents['portico-app-popover']>,
    };
    expect(Object.keys(resolved)).toHaveLength(7);
  });
});
