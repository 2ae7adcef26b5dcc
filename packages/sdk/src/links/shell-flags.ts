/** Which parts of a page's own chrome to leave out (product.md §2.8 "Query flags"). */
export interface ShellFlags {
  hideLeft: boolean;
  hideTop: boolean;
}

/** The customer project whose pages embed the shell's content without its chrome. */
export const BARE_PROJECT = 'DHY';

/**
 * product.md §2.8 "Query flags": hide_left=true or project=DHY hides the left menu; hide_top=true
 * or project=DHY hides the top (the header with its user bar, bell and sign-out).
 */
export function readShellFlags(search: string | URLSearchParams): ShellFlags {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const bare = query.get('project') === BARE_PROJECT;
  return {
    hideLeft: bare || query.get('hide_left') === 'true',
    hideTop: bare || query.get('hide_top') === 'true',
  };
}

/**
 * The address of a page the shell frames, with hide_top=true and hide_left=true added: inside the
 * shell, which shows the menus, the user and the bell already, the page shows only its content.
 * Relative addresses stay relative; the hash stays last.
 */
export function withShellFlags(address: string): string {
  const [head = '', ...hash] = address.split('#');
  const [path = '', query = ''] = head.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  params.set('hide_top', 'true');
  params.set('hide_left', 'true');
  return `${path}?${params}${hash.length ? `#${hash.join('#')}` : ''}`;
}
