import { describe, expect, it } from 'vitest';
import { canCollapse, DEFAULT_SHELL_PREFS, parseShellPrefs, sideMenuShown } from './shell-prefs';

describe('shell layouts (product.md §2.8 "a collapsible tree and a second layout with a 240-wide sidebar")', () => {
  it('reads stored preferences and falls back to the tree layout', () => {
    expect(parseShellPrefs(null)).toEqual(DEFAULT_SHELL_PREFS);
    expect(parseShellPrefs('not json')).toEqual(DEFAULT_SHELL_PREFS);
    expect(parseShellPrefs('{"layout":"grid"}')).toEqual(DEFAULT_SHELL_PREFS);
    expect(parseShellPrefs('{"layout":"sidebar","sideCollapsed":true}')).toEqual({
      layout: 'sidebar',
      sideCollapsed: true,
    });
  });

  it('the second-level menu collapses in the tree layout', () => {
    const tree = { layout: 'tree', sideCollapsed: true } as const;
    expect(canCollapse(tree)).toBe(true);
    expect(sideMenuShown(tree)).toBe(false);
  });

  it('collapse is disabled when tiled: the sidebar layout always shows its menus', () => {
    const tiled = { layout: 'sidebar', sideCollapsed: true } as const;
    expect(canCollapse(tiled)).toBe(false);
    expect(sideMenuShown(tiled)).toBe(true);
  });
});
