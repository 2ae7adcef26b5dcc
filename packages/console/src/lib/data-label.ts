import { portico } from './portico';

/** The kinds of seeded or entered data whose names have kv translations of their own. */
export type DataLabelKind = 'app' | 'report' | 'operation' | 'tip';

/** kv keys of data names start so (`data.app.GC`); kv-sync layers them like menu titles. */
export const DATA_LABEL_PREFIX = 'data.';

/**
 * A data name in the reader's language (product.md §1: seeded apps, reports and tips read in
 * Chinese too): the menu apps' kv translation `data.<kind>.<code>` of the current locale, else
 * the name as the data holds it. Read inside a render that uses useT, it follows the locale.
 */
export function dataLabel(kind: DataLabelKind, code: string, fallback: string): string {
  return portico.i18n.overrides.value[`${DATA_LABEL_PREFIX}${kind}.${code}`] || fallback;
}
