import type { Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@portico/elements/ui';
import { notify } from '../../../lib/notify';
import { CloseButton } from '../../../components/ui/close-button';
import { IconSearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/use-t';
import { useSaveEdits } from '../api/save-translations';
import { editCount, filterGroups, pendingEdits, type EditorGroup } from '../editor/editor-rows';
import { EditorGroups } from './editor-groups';
import { UnsavedConfirm } from './unsaved-confirm';

export interface TranslationEditorProps {
  /** The page's texts when the editor opened. */
  groups: readonly EditorGroup[];
  locale: Locale;
  shortcut: string;
  onClose: () => void;
}

const NAMES: Record<Locale, TextKey> = { 'zh-CN': 'language.zhCN', 'en-US': 'language.enUS' };

/**
 * The in-page translation editor (product.md §2.9, §4): the texts of this page, searchable and
 * grouped by page; Save posts only the changed rows and the page shows them at once. Saving with
 * no change says 'no content was modified'; closing with unsaved edits asks first ('there is
 * unsaved content'). The native modal dialog gives the focus trap and Escape.
 */
export function TranslationEditor({ groups, locale, shortcut, onClose }: TranslationEditorProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveEdits();
  const batches = useMemo(() => pendingEdits(groups, values), [groups, values]);
  const changed = editCount(batches);
  const shown = useMemo(() => filterGroups(groups, search, values), [groups, search, values]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const onChange = useCallback((key: string, value: string) => {
    setStatus(null);
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  function requestClose() {
    if (save.isPending) return;
    if (changed > 0) setConfirming(true);
    else onClose();
  }

  function submit() {
    setStatus(null);
    save.mutate(
      { lang: locale, batches },
      {
        onSuccess: (refused) => {
          // The toast column sits under the modal's top layer, so the message shows in the dialog.
          if (refused) return setStatus(t(refused));
          notify(t('translation.saved'), 'success');
          onClose();
        },
        onError: (error) => setStatus(t('translationEditor.saveFailed', { reason: error.message })),
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="translation-editor-title"
      onCancel={(event) => {
        // Escape goes through the same unsaved-content check as the close button.
        event.preventDefault();
        if (confirming) setConfirming(false);
        else requestClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) requestClose();
      }}
      className="m-auto h-[min(760px,88vh)] w-[min(1040px,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg bg-white p-0 text-slate-800 shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-900/50 open:flex"
    >
      <header className="flex shrink-0 items-center gap-3 border-b border-slate-200 py-2.5 pr-2 pl-5">
        <div className="min-w-0">
          <h2 id="translation-editor-title" className="text-base font-semibold">
            {t('translation.editor')}
          </h2>
          <p className="text-xs text-slate-500">
            {t('translationEditor.editing', { language: t(NAMES[locale]) })}
            <span className="mx-1.5 text-slate-300">·</span>
            {t('translationEditor.shortcut', { keys: shortcut })}
          </p>
        </div>
        <IconSearchInput
          label={t('translationEditor.search')}
          value={search}
          onChange={setSearch}
          boxClassName="ml-auto w-72"
          className="w-full rounded-md border border-slate-300 py-1.5 pr-2 text-sm focus:ring-brand-500/20"
        />
        <CloseButton onClick={requestClose} />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <EditorGroups groups={shown} values={values} onChange={onChange} />
      </div>
      {confirming ? (
        <UnsavedConfirm onKeepEditing={() => setConfirming(false)} onDiscard={onClose} />
      ) : (
        <footer className="flex shrink-0 items-center gap-3 border-t border-slate-200 px-5 py-3">
          <p role="status" className="min-w-0 flex-1 truncate text-sm">
            {status ? (
              <span className="font-medium text-amber-700">{status}</span>
            ) : (
              changed > 0 && (
                <span className="text-slate-500">
                  {t('translationEditor.changed', { count: changed })}
                </span>
              )
            )}
          </p>
          <Button onClick={requestClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} loading={save.isPending}>
            {save.isPending ? t('common.updating') : t('common.save')}
          </Button>
        </footer>
      )}
    </dialog>
  );
}
