import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { part } from '../appearance/parts';
import { useShadowFocusFix } from '../shadow/dialog-focus';
import { usePortico } from './portico-context';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Width in px (product.md §2.9 / api-contract.md §9: 1000, 800, 520…); narrower screens shrink it. */
  width: number;
  /** False: no close button, Escape and outside clicks do nothing (forced modals, product.md §4). */
  dismissable?: boolean;
  /** False: a click on the backdrop does not close it, Escape and the close button still do. */
  closeOnOutsideClick?: boolean;
  footer?: ReactNode;
  /** Max height of the scrolling body in px (api-contract.md §9 "modal max-height 600"). */
  bodyMaxHeight?: number;
  /** Id of an element inside that describes the dialog. */
  describedBy?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A Radix dialog portalled into the element's shadow root, with the shadow-root focus fix
 * (shadow/dialog-focus.ts). Title, a scrolling body and an optional footer.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  width,
  dismissable = true,
  closeOnOutsideClick = dismissable,
  footer,
  bodyMaxHeight = 600,
  describedBy,
  children,
  testId,
}: ModalProps) {
  const { container, locale, t } = usePortico();
  const focusFix = useShadowFocusFix();
  const refuse = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  const refuseOutside = (event: Event) => {
    if (!closeOnOutsideClick) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay
          part={part('overlay')}
          // A click on the backdrop must not move focus out of the dialog (to the page body).
          onMouseDown={(event) => event.preventDefault()}
          className="fixed inset-0 z-[1000] bg-portico-backdrop"
        />
        <Dialog.Content
          {...focusFix}
          part={part('dialog')}
          lang={locale}
          data-testid={testId}
          aria-describedby={describedBy}
          onEscapeKeyDown={refuse}
          onPointerDownOutside={refuseOutside}
          onInteractOutside={refuseOutside}
          style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
          className="fixed top-[max(1rem,8vh)] left-1/2 z-[1000] flex max-h-[calc(100vh-max(2rem,16vh))] -translate-x-1/2 flex-col rounded-portico bg-portico-surface font-portico text-sm text-portico-text shadow-2xl ring-1 ring-portico-border outline-none"
        >
          <div
            part={part('dialog-header')}
            className="flex shrink-0 items-center justify-between gap-4 border-b border-portico-border px-6 py-4"
          >
            <Dialog.Title part={part('dialog-title')} className="text-base font-semibold">
              {title}
            </Dialog.Title>
            {dismissable && (
              <Dialog.Close
                part={part('close-button')}
                aria-label={t('common.close')}
                className="-mr-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-portico text-portico-muted hover:bg-portico-subtle hover:text-portico-text focus-visible:outline-2 focus-visible:outline-portico-primary"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  className="size-4"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          <div
            part={part('dialog-body')}
            data-modal-body=""
            style={{ maxHeight: `${bodyMaxHeight}px` }}
            className="min-h-0 flex-1 overflow-auto overscroll-contain px-6 py-4"
          >
            {children}
          </div>
          {footer && (
            <div
              part={part('dialog-footer')}
              className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-portico-border px-6 py-3"
            >
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
