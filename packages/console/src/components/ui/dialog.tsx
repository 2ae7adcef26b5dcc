import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/use-t';
import { Icon } from './icons';

/** Modal widths of api-contract.md §9: 900 for the other modals, 520 for small forms. */
export const DIALOG_WIDTH = { form: 520, detail: 800, other: 900 } as const;

export interface DialogProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  width?: number;
  /** A click on the backdrop closes; off for forms, whose typing would be lost. */
  maskClosable?: boolean;
}

/**
 * A modal on the native dialog element (as the shell's): the browser gives the focus trap,
 * Escape, the backdrop and inertness of the page; it opens when mounted, unmount to close.
 * Max height 600 (api-contract.md §9 "modal max-height 600"): the body scrolls.
 */
export function Dialog({
  title,
  children,
  footer,
  onClose,
  width = DIALOG_WIDTH.other,
  maskClosable = false,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  // In <body>, not inside the opener: a chooser opened from a form is not part of that form.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent unmounts us, so the dialog never closes behind React's back. A
        // nested dialog's cancel reaches us through the React tree: it is not ours.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (maskClosable && event.target === ref.current) onClose();
      }}
      style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
      className="m-auto max-h-[600px] flex-col overflow-hidden rounded-lg bg-white p-0 text-slate-800 shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-900/40 open:flex"
    >
      <header className="flex h-10 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-4">
        <h2 id={titleId} className="truncate text-sm font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          title={t('common.close')}
          className="flex size-7 cursor-pointer items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto px-4 py-3">{children}</div>
      {footer && (
        <footer className="flex shrink-0 justify-end gap-2 border-t border-slate-100 px-4 py-2.5">
          {footer}
        </footer>
      )}
    </dialog>,
    document.body,
  );
}
