import { createPortal } from 'react-dom';
import { useT } from '../../../lib/use-t';

/**
 * The loading tip of a language switch (product.md §4: at least 2 s): a light mask over the page,
 * so nothing is clicked half-translated, with the message in the middle.
 */
export function LanguageTip() {
  const t = useT();
  return createPortal(
    <div
      data-testid="language-tip"
      className="fixed inset-0 z-[900] flex items-center justify-center bg-white/60 backdrop-blur-[1px]"
    >
      <p
        role="status"
        className="flex items-center gap-3 rounded-lg bg-slate-900 px-5 py-3 text-sm font-medium text-white shadow-xl"
      >
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
        />
        {t('language.switching')}
      </p>
    </div>,
    document.body,
  );
}
