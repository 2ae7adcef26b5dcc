import type { GlobalComponents } from 'vue';
import { describe, expect, it } from 'vitest';
import { PORTICO_EVENTS, type PorticoEventName } from './events/dispatch';
import type { PorticoEventMap } from './events/event-map';

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

describe('typed events for plain addEventListener (src/events/event-map.ts)', () => {
  it('maps every PORTICO_EVENTS name, and types the detail on elements, document and window', () => {
    // Both directions: a name missing from the map, or a stale one in it, fails to compile.
    const names: Record<PorticoEventName, true> & Record<keyof PorticoEventMap, true> = {
      'portico-logout': true,
      'portico-logged-out': true,
      'portico-unread-change': true,
      'portico-open-message': true,
      'portico-password-changed': true,
      'portico-open-change': true,
      'portico-repeat-login-acknowledged': true,
      'portico-unit-switched': true,
      'portico-locale-change': true,
      'portico-refresh': true,
      'portico-menu-collapse': true,
      'portico-app-launch': true,
      'portico-sso-refused': true,
      'portico-sso-kept': true,
    };
    expect(Object.keys(names).sort()).toEqual(Object.values(PORTICO_EVENTS).sort());

    const seen: unknown[] = [];
    const bell = document.createElement('div');
    bell.addEventListener('portico-unread-change', (event) => seen.push(event.detail.count));
    document.addEventListener('portico-open-change', (event) => seen.push(event.detail.open));
    window.addEventListener('portico-logout', (event) => seen.push(event.detail.userCode));
    const isAny: [
      IsAny<HTMLElementEventMap['portico-unread-change']>,
      IsAny<DocumentEventMap['portico-open-change']>,
    ] = [false, false];
    bell.dispatchEvent(new CustomEvent('portico-unread-change', { detail: { count: 3 } }));
    expect([seen, isAny]).toEqual([[3], [false, false]]);
  });
});
