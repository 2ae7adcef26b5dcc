import { useEffect, useRef } from 'react';
import { CloseButton } from '../../../components/ui/close-button';
import { useT } from '../../../lib/use-t';
import type { MenuDialogState } from '../hooks/use-open-menu';

/**
 * An ALERT menu (product.md §2.8): a modal over the shell with the page in a frame, or the menu's
 * tip when it has no address. The native dialog gives the focus trap, Escape and the backdrop.
 */
export function MenuDialog({
  title,
  url,
  text,
  onClose,
}: MenuDialogState & { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) ref.current.close();
      }}
      className={`m-auto flex-col overflow-hidden rounded-lg bg-white p-0 text-slate-800 shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-900/50 open:flex ${
        url
          ? 'h-[min(720px,85vh)] w-[min(1000px,calc(100vw-2rem))]'
          : 'w-[min(440px,calc(100vw-2rem))]'
      }`}
    >
      <header className="flex h-11 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-4">
        <h2 className="truncate text-sm font-semibold">{title}</h2>
        <CloseButton onClick={() => ref.current?.close()} />
      </header>
      {url ? (
        <iframe src={url} title={title} className="min-h-0 w-full flex-1 border-0 bg-white" />
      ) : (
        <>
          <p className="px-5 py-5 text-sm leading-relaxed text-slate-600">{text}</p>
          <footer className="flex justify-end border-t border-slate-100 px-4 py-3">
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="cursor-pointer rounded-md bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t('common.ok')}
            </button>
          </footer>
        </>
      )}
    </dialog>
  );
}
