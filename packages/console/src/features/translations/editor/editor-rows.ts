import { FALLBACK_LOCALE, type Locale, type MenuItem } from '@portico/sdk';
import { diffTranslations, type TranslationEdit } from '@portico/sdk/internal';
import { areasForPage, EDITABLE_AREAS, showsSessionMenus } from './page-areas';

/** One text the editor offers: its key, the built-in text of the locale and the server's override. */
export interface EditorRow {
  key: string;
  defaultText: string;
  /** The current kv translation, '' when there is none. */
  override: string;
}

/** The rows of one `page` (the translation's group, product.md §3 "Translation") of one app. */
export interface EditorGroup {
  page: string;
  /** The app whose kv translations hold these texts. */
  appCode: string;
  rows: EditorRow[];
}

/** The group of the menu titles, which the shell reads as `menu.<identity>` overrides. */
export const MENU_PAGE = 'menu';
/** The session's menus are the user centre's, and so are their titles' translations. */
export const SESSION_MENU_APP = 'UC';

function menuRows(menus: readonly MenuItem[], overrides: Readonly<Record<string, string>>) {
  const rows: EditorRow[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const menu of list) {
      const key = `${MENU_PAGE}.${menu.identity}`;
      if (!seen.has(key)) {
        seen.add(key);
        rows.push({
          key,
          defaultText: menu.title || menu.name || menu.identity,
          override: overrides[key] ?? '',
        });
      }
      walk(menu.children ?? []);
    }
  };
  walk(menus);
  return rows;
}

export interface PageTexts {
  pathname: string;
  locale: Locale;
  /** The console's own app, which holds its texts' translations. */
  appCode: string;
  overrides: Readonly<Record<string, string>>;
  /** The session's (user centre's) menus. */
  menus: readonly MenuItem[];
}

/** The texts of the page at `pathname`, grouped by page: its menus first, then its areas. */
export function buildGroups({
  pathname,
  locale,
  appCode,
  overrides,
  menus,
}: PageTexts): EditorGroup[] {
  const groups: EditorGroup[] = [];
  if (showsSessionMenus(pathname) && menus.length > 0)
    groups.push({ page: MENU_PAGE, appCode: SESSION_MENU_APP, rows: menuRows(menus, overrides) });
  for (const page of areasForPage(pathname)) {
    const area = EDITABLE_AREAS[page];
    const texts: Record<string, string> = area[locale];
    const fallback: Record<string, string> = area[FALLBACK_LOCALE];
    const rows = Object.keys(fallback).map((key) => ({
      key,
      defaultText: texts[key] ?? fallback[key] ?? key,
      override: overrides[key] ?? '',
    }));
    groups.push({ page, appCode, rows });
  }
  return groups;
}

/**
 * The groups with only the rows whose key, default text, override or pending value contains the
 * trimmed search (any case); empty groups are left out.
 */
export function filterGroups(
  groups: readonly EditorGroup[],
  search: string,
  values: Readonly<Record<string, string>>,
): EditorGroup[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...groups];
  const matches = (row: EditorRow) =>
    [row.key, row.defaultText, row.override, values[row.key] ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter(matches) }))
    .filter((group) => group.rows.length > 0);
}

/** One batch call's worth of edits (api-contract.md §7.8: one app per call). */
export interface EditBatch {
  appCode: string;
  data: TranslationEdit[];
}

/**
 * What Save posts: the rows whose edited value differs from the override they were loaded with,
 * each with its group as `page`, one batch per app. An emptied value is sent too: it removes the
 * override, so the built-in text shows again.
 */
export function pendingEdits(
  groups: readonly EditorGroup[],
  values: Readonly<Record<string, string>>,
): EditBatch[] {
  const batches = new Map<string, TranslationEdit[]>();
  for (const { page, appCode, rows } of groups) {
    const before = Object.fromEntries(rows.map((row) => [row.key, row.override]));
    const after = Object.fromEntries(rows.map((row) => [row.key, values[row.key] ?? row.override]));
    const edits = diffTranslations(before, after, page);
    if (edits.length > 0) batches.set(appCode, [...(batches.get(appCode) ?? []), ...edits]);
  }
  return [...batches].map(([appCode, data]) => ({ appCode, data }));
}

/** How many texts the batches change. */
export const editCount = (batches: readonly EditBatch[]) =>
  batches.reduce((sum, batch) => sum + batch.data.length, 0);
