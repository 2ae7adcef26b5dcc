import { ADMIN_ROUTE_FAMILIES } from '@portico/sdk/contract';
import { paths } from '../../config/paths';

/** Whose menus the shell shows, where its home is and which route frames its pages. */
export interface ShellApp {
  appCode: 'UC' | 'GC';
  /** The shell's empty workspace for this app. */
  home: string;
  /** The route that shows a CURRENTPAGE menu in the embedded frame (identity, language, url). */
  framePath: string;
}

/** The user centre: the session's own menus (the login result carries them, product.md §4). */
export const USER_CENTRE_SHELL: ShellApp = {
  appCode: 'UC',
  home: paths.blank,
  framePath: paths.iframe,
};

/** /gc: the shell with the GC app's menu tree (product.md §2.5 "Shell routes"). */
export const GC_SHELL: ShellApp = { appCode: 'GC', home: paths.gc, framePath: paths.gc };

/** /gc and the GC menus' own routes show GC; every other shell page the user centre. */
export function shellAppFor(pathname: string): ShellApp {
  return pathname === paths.gc || pathname.startsWith(`${paths.gc}/`)
    ? GC_SHELL
    : USER_CENTRE_SHELL;
}

/**
 * The route families of product.md §2.5 whose pages live inside the shell. Until an
 * administration screen has its own route, its menu path still opens in the shell, which says
 * the page is not in this console yet, instead of the bare 404 page without menus.
 */
export const SHELL_ROUTE_PREFIXES: readonly string[] = [
  // The administration screens' families (the screen registry), the password page's, and /gc.
  ...ADMIN_ROUTE_FAMILIES,
  '/password',
  paths.gc,
];
