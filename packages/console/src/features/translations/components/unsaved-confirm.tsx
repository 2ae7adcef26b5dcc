import { Button } from '@portico/elements/ui';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/use-t';

interface UnsavedConfirmProps {
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * 'there is unsaved content' (product.md §4): asked in the editor's footer when it is closed with
 * edits; keeping on editing is the default, since losing edits cannot be undone.
 */
export function UnsavedConfirm({ onKeepEditing, onDiscard }: UnsavedConfirmProps) {
  const t = useT();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <footer
      role="alertdialog"
      aria-labelledby="translation-unsaved-title"
      aria-describedby="translation-unsaved-hint"
      className="flex shrink-0 items-center gap-3 border-t border-amber-200 bg-amber-50 px-5 py-3"
    >
      <div className="min-w-0 flex-1">
        <p id="translation-unsaved-title" className="text-sm font-semibold text-amber-900">
          {t('translation.unsaved')}
        </p>
        <p id="translation-unsaved-hint" className="text-xs text-amber-800">
          {t('translationEditor.unsavedHint')}
        </p>
      </div>
      <Button ref={keep} onClick={onKeepEditing}>
        {t('translationEditor.keepEditing')}
      </Button>
      <Button variant="danger" onClick={onDiscard}>
        {t('translation.discard')}
      </Button>
    </footer>
  );
}
