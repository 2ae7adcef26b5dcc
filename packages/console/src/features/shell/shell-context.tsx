import type { MenuItem } from '@portico/sdk';
import { createContext, useContext } from 'react';
import type { ShellApp } from './shell-apps';

/** What the shell gives the pages inside it (home, /gc, the frame, later the admin screens). */
export interface ShellContextValue {
  app: ShellApp;
  /** The app's display name (product.md §2.7 names), for titles. */
  appName: string;
  menus: MenuItem[];
  menusLoading: boolean;
  menusError: string | null;
  /** First level down to the current menu, from the URL (identity query or route path). */
  trail: MenuItem[];
  /** A menu's title in the current language. */
  label: (menu: MenuItem) => string;
  /** Opens a menu as a click on it would; `newTab` is a ctrl/cmd-click. */
  openMenu: (menu: MenuItem, modifiers?: { newTab?: boolean }) => void;
  /** Shows a first-level menu's side tree. */
  selectTop: (identity: string) => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() is used outside the shell layout');
  return value;
}
