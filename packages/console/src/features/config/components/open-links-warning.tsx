import type { OutsideLinkRules } from '@portico/sdk/internal';
import { useT } from '../../../lib/use-t';

const LISTS = ['protocols', 'domains', 'ports'] as const;

/**
 * An empty allow list lets every outside link through (product.md §5 "Outside links"), and the
 * shell then frames any site: the administrator is told which saved lists are still empty.
 */
export function OpenLinksWarning({ rules }: { rules: OutsideLinkRules }) {
  const t = useT();
  const empty = LISTS.filter((list) => rules[list].length === 0);
  if (empty.length === 0) return null;
  const lists = empty.map((list) => t(`config.project.${list}`)).join(t('common.listSeparator'));
  return (
    <p
      role="alert"
      data-testid="open-links-warning"
      className="max-w-3xl rounded bg-amber-50 px-3 py-2 text-xs text-amber-800 ring-1 ring-amber-200"
    >
      {t('config.project.outsideLinksOpen', { lists })}
    </p>
  );
}
