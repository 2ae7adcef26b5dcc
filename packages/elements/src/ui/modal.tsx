import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { part } from '../appearance/parts';
import { useShadowFocusFix } from '../shadow/dialog-focus';
import { useModalLayer } from '../shadow/modal-layer';
import { close } from './icons/paths';
import { SvgIcon } from './icons/svg-icon';
import { StyleScope } from './style-scope';
import { useUi } from './ui-context';

/** Modal widths of api-contract.md §9: 1000 the message centre, 900 the others, 520 small forms. */
export const MODAL_WIDTH = { form: 520, detail: 800, other: 900, centre: 1000 } as const;

export interface ModalProps {
  /** Mounted and open by default: a parent may simply unmount it to close. */
  open?: boolean;
  /** The close button, Escape or (when allowed) a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** Width in px (MODAL_WIDTH); narrower screens shrink it. */
  width?: number;
  /** False: no close button, Escape and outside clicks do nothing (forced modals, product.md §4). */
  dismissable?: boolean;
  /** A click on the backdrop closes; off by default, a form's typing would be lost. */
  closeOnOutsideClick?: boolean;
  footer?: ReactNode;
  /** Max height in px (api-contract.md §9 "modal max-height 600"); the body scrolls. */
  maxHeight?: number;
  /** Id of an element inside that describes the dialog. */
  describedBy?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * The one modal of console and elements: centred, a 40 px title bar, a scrolling body and an
 * optional footer, portalled into the element's shadow root (or the app's body). It leaves the
 * host page as it was (shadow/modal-layer.ts): no style or attribute on `<body>`, a scroll lock
 * that moves nothing, Escape for the topmost modal. Centred with `inset: 0; margin: auto`, which
 * holds in either writing direction (a `<dialog>` sets `inset-inline` itself, so `left: 50%`
 * with a translate would lose to its `right: 0` in a right-to-left page).
 */
export function Modal({
  open = true,
  onClose,
  title,
  width = MODAL_WIDTH.other,
  dismissable = true,
  closeOnOutsideClick = false,
  footer,
  maxHeight = 600,
  describedBy,
  children,
  testId,
}: ModalProps) {
  const { container, locale, t } = useUi();
  const { ref, onKeyDown } = useShadowFocusFix();
  const content = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  useModalLayer(open, content, () => {
    if (dismissable) onClose();
  });
  // Nothing to show, or no document to show it in (a server render).
  if (!open || typeof document === 'undefined') return null;
  const modal = (
    <>
      <div
        part={part('overlay')}
        // A click on the backdrop must not move focus out of the dialog (to the page body).
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (dismissable && closeOnOutsideClick) onClose();
        }}
        className="fixed inset-0 z-[1000] bg-portico-backdrop"
      />
      {/* A <dialog open>: the page and its tests find every modal as dialog[open]. */}
      <dialog
        open
        // Implicit on <dialog>, and stated: pages and tests select modals by [role=dialog].
        role="dialog"
        ref={(node) => {
          content.current = node;
          ref(node);
        }}
        onKeyDown={onKeyDown}
        tabIndex={-1}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        part={part('dialog')}
        lang={locale}
        data-testid={testId}
        style={{
          width: `min(${width}px, calc(100vw - 2rem))`,
          maxHeight: `min(${maxHeight}px, calc(100vh - 2rem))`,
        }}
        className="fixed inset-0 z-[1000] m-auto flex h-fit flex-col overflow-hidden rounded-portico border-0 bg-portico-surface p-0 font-portico text-sm text-portico-text shadow-2xl ring-1 ring-portico-border outline-none"
      >
        <div
          part={part('dialog-header')}
          className="flex h-10 shrink-0 items-center justify-between gap-4 border-b border-portico-border ps-4 pe-2"
        >
          <h2 id={titleId} part={part('dialog-title')} className="truncate text-sm font-semibold">
            {title}
          </h2>
          {dismissable && (
            <button
              type="button"
              onClick={onClose}
              part={part('close-button')}
              aria-label={t('common.close')}
              title={t('common.close')}
              className="inline-flex size-7 cursor-pointer items-center justify-center rounded-portico text-portico-muted hover:bg-portico-subtle hover:text-portico-text focus-visible:outline-2 focus-visible:outline-portico-primary"
            >
              <SvgIcon paths={close} />
            </button>
          )}
        </div>
        <div
          part={part('dialog-body')}
          data-modal-body=""
          className="min-h-0 flex-1 overflow-auto overscroll-contain px-4 py-3"
        >
          {children}
        </div>
        {footer && (
          <div
            part={part('dialog-footer')}
            className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-portico-border px-4 py-2.5"
          >
            {footer}
          </div>
        )}
      </dialog>
    </>
  );
  return createPortal(
    <StyleScope container={container}>{modal}</StyleScope>,
    container ?? document.body,
  );
}
