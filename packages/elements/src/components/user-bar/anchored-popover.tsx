import * as RadixPopover from '@radix-ui/react-popover';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { part as partOf, type PorticoPart } from '../../appearance/parts';
import { useShadowFocusFix } from '../../shadow/dialog-focus';
import { usePortico } from '../../ui/portico-context';
import { StyleScope } from '../../ui/style-scope';

export interface AnchoredPopoverProps {
  /** The button that opened it: the popover sits below it, and a click on it is not "outside". */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name; or `labelledBy`, the id of a heading inside. */
  label?: string;
  labelledBy?: string;
  /** `menu` for the operation menu; a plain popover (`dialog`) otherwise. */
  role?: 'menu' | 'dialog';
  part: PorticoPart;
  align?: 'start' | 'end';
  /** Keys on the content before the focus fix's Tab wrapping (which a handled key skips). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /**
   * Set to true just before closing when something else takes the focus (a modal the menu
   * opened): the popover then leaves the focus where it is instead of giving it back.
   */
  quietCloseRef?: RefObject<boolean>;
  className?: string;
  children: ReactNode;
}

/**
 * A Radix popover anchored to a button that is not its Radix trigger: the button lives in the
 * element's first paint, this lazy chunk brings Radix when it is first opened. Portalled into
 * the shadow root with the dialogs' focus fix (initial focus, Tab wrapping, focus restored).
 */
export function AnchoredPopover({
  anchor,
  open,
  onOpenChange,
  label,
  labelledBy,
  role = 'dialog',
  part,
  align = 'end',
  onKeyDown,
  quietCloseRef,
  className = '',
  children,
}: AnchoredPopoverProps) {
  const { container, locale } = usePortico();
  const focusFix = useShadowFocusFix();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={anchor} />
      <RadixPopover.Portal container={container}>
        <StyleScope container={container}>
          <RadixPopover.Content
            {...focusFix}
            role={role}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            lang={locale}
            part={partOf(part)}
            aria-label={label}
            aria-labelledby={labelledBy}
            // The anchor toggles the popover itself: a press on it must not close it first. The
            // host page's slotted items live in its light DOM: focus or a press on them, which
            // passes through their slot in here, is not outside either.
            onInteractOutside={(event) => {
              const path = event.detail.originalEvent.composedPath();
              const target = anchor.current;
              if (
                (target && path.includes(target)) ||
                path.some((node) => node instanceof HTMLSlotElement)
              ) {
                event.preventDefault();
              }
            }}
            onCloseAutoFocus={(event) => {
              if (quietCloseRef?.current) {
                quietCloseRef.current = false;
                event.preventDefault();
                return;
              }
              focusFix.onCloseAutoFocus(event);
            }}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              focusFix.onKeyDown(event);
            }}
            className={`z-[1000] max-h-[var(--radix-popover-content-available-height)] overflow-auto rounded-portico bg-portico-surface font-portico text-sm text-portico-text shadow-xl ring-1 ring-portico-border outline-none ${className}`}
          >
            {children}
          </RadixPopover.Content>
        </StyleScope>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
