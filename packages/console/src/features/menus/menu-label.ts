import type { AdminMenuNode } from '@portico/sdk/contract';
import { portico } from '../../lib/portico';

/**
 * A menu as readers of the editor's locale see it in the shell: that locale's title, else the
 * stored one. Read inside a render that uses useT, it follows the locale.
 */
export function menuLabel(node: Pick<AdminMenuNode, 'title' | 'titles'>): string {
  return node.titles[portico.i18n.locale.value] || node.title;
}
