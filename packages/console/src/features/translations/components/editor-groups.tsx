import { memo } from 'react';
import type { TextKey } from '../../../texts/catalogue';
import { useT } from '../../../lib/use-t';
import { MENU_PAGE, type EditorGroup, type EditorRow } from '../editor/editor-rows';

interface EditorGroupsProps {
  groups: readonly EditorGroup[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}

/** The group's heading: the page it is saved under, with a readable name for the menus. */
function pageName(page: string, t: (key: TextKey) => string) {
  return page === MENU_PAGE ? t('translationEditor.page.menu') : page;
}

/**
 * The editor's texts grouped by page (product.md §3 "Translation": key, value, page): per row the
 * key, the built-in text of the locale and the override being edited; changed rows are marked.
 */
export function EditorGroups({ groups, values, onChange }: EditorGroupsProps) {
  const t = useT();
  if (groups.length === 0)
    return (
      <p className="px-5 py-10 text-center text-sm text-slate-500">
        {t('translationEditor.noMatch')}
      </p>
    );
  return (
    <>
      {groups.map((group) => (
        <section key={group.page} aria-labelledby={`translation-page-${group.page}`}>
          <h3
            id={`translation-page-${group.page}`}
            className="sticky top-0 z-10 flex items-baseline gap-2 border-y border-slate-200 bg-slate-50 px-5 py-1.5 text-xs font-semibold text-slate-600"
          >
            <span className="font-normal text-slate-400">{t('translation.page')}</span>
            <span className="font-mono text-slate-800">{pageName(group.page, t)}</span>
            <span className="ml-auto font-normal text-slate-400">
              {t('translationEditor.count', { count: group.rows.length })}
            </span>
          </h3>
          <table className="w-full table-fixed text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('translation.key')}</th>
                <th scope="col">{t('translationEditor.default')}</th>
                <th scope="col">{t('translation.value')}</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <Row key={row.key} row={row} value={values[row.key]} onChange={onChange} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

interface RowProps {
  row: EditorRow;
  value: string | undefined;
  onChange: (key: string, value: string) => void;
}

/** One text; memoised, since a keystroke changes one row of hundreds. */
const Row = memo(function Row({ row, value, onChange }: RowProps) {
  const t = useT();
  const shown = value ?? row.override;
  const changed = shown !== row.override;
  return (
    <tr
      data-changed={changed || undefined}
      className={`border-b border-slate-100 align-top ${changed ? 'bg-amber-50' : ''}`}
    >
      <td
        className={`w-[30%] border-l-2 py-2 pr-3 pl-5 font-mono text-xs break-all text-slate-500 ${changed ? 'border-amber-400' : 'border-transparent'}`}
      >
        {row.key}
      </td>
      <td className="w-[32%] py-2 pr-3 break-words text-slate-700">{row.defaultText}</td>
      <td className="py-1.5 pr-5">
        <input
          type="text"
          aria-label={row.key}
          value={shown}
          placeholder={t('translationEditor.emptyHint')}
          onChange={(event) => onChange(row.key, event.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
        />
      </td>
    </tr>
  );
});
