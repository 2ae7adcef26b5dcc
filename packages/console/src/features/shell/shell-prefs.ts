/**
 * The two shell layouts of product.md §2.8: 'tree' (a collapsible menu tree; the second-level
 * menu can be collapsed) and 'sidebar' (the 240-wide sidebar with the menus tiled, which cannot
 * collapse).
 */
export type ShellLayoutKind = 'tree' | 'sidebar';

export interface ShellPrefs {
  layout: ShellLayoutKind;
  /** The second-level menu is collapsed (tree layout only). */
  sideCollapsed: boolean;
}

export const SHELL_PREFS_KEY = 'portico.shell.prefs';
export const DEFAULT_SHELL_PREFS: ShellPrefs = { layout: 'tree', sideCollapsed: false };

/** Stored preferences, with the defaults for anything missing or malformed. */
export function parseShellPrefs(raw: string | null): ShellPrefs {
  let stored: Partial<ShellPrefs> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') stored = value as Partial<ShellPrefs>;
  } catch {
    // A hand-edited or old value: the defaults apply.
  }
  return {
    layout: stored.layout === 'sidebar' ? 'sidebar' : 'tree',
    sideCollapsed: stored.sideCollapsed === true,
  };
}

/** product.md §2.8 "collapse/expand second-level menu (disabled when tiled)". */
export function canCollapse(prefs: ShellPrefs): boolean {
  return prefs.layout === 'tree';
}

/** Whether the second-level menu shows: always when tiled, else unless collapsed. */
export function sideMenuShown(prefs: ShellPrefs): boolean {
  return !canCollapse(prefs) || !prefs.sideCollapsed;
}
