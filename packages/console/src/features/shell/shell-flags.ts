export interface ShellFlags {
  hideLeft: boolean;
  hideTop: boolean;
}

/** The customer project whose pages embed the shell's content without its chrome. */
export const BARE_PROJECT = 'DHY';

/**
 * product.md §2.8 "Query flags": hide_left=true or project=DHY hides the left menu; hide_top=true
 * or project=DHY hides the top.
 */
export function readShellFlags(search: string | URLSearchParams): ShellFlags {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const bare = query.get('project') === BARE_PROJECT;
  return {
    hideLeft: bare || query.get('hide_left') === 'true',
    hideTop: bare || query.get('hide_top') === 'true',
  };
}
