import {
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { part as partOf, type PorticoPart } from '../../appearance/parts';
import { deepActiveElement, focusInitial, useShadowFocusFix } from '../../shadow/dialog-focus';
import { usePortico } from '../../ui/portico-context';
import { StyleScope } from '../../ui/style-scope';
import { placePopover } from './place-popover';

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

// Before the first placement the popover is laid out but not seen (no flash at 0,0).
const HIDDEN: CSSProperties = { visibility: 'hidden', left: 0, top: 0 };

/**
 * A non-modal popover anchored to a button, portalled into the element's shadow root. Our own
 * (no popover library): it adds nothing to the host page's `<head>` or `<body>` (no focus
 * guards, no scroll lock, no style), which a guest on someone else's page must not do. Placed
 * below the anchor (above when there is more room there), kept inside the viewport; focus goes
 * in when it opens (`[data-autofocus]`, else the first control), Tab wraps inside, and focus
 * goes back to where it was when it closes. Escape, a press or focus outside close it; the
 * anchor toggles it itself, and the host page's slotted items pass through a slot in here, so
 * neither counts as outside.
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
  const content = useRef<HTMLDivElement | null>(null);
  const change = useRef(onOpenChange);
  useLayoutEffect(() => {
    change.current = onOpenChange;
  });

  useLayoutEffect(() => {
    const node = content.current;
    const from = anchor.current;
    if (!open || !node || !from) return;
    const place = () => placePopover(node, from, align);
    place();
    node.style.visibility = '';
    const returnTo = deepActiveElement();
    focusInitial(node);

    const outside = (event: Event) => {
      const path = event.composedPath();
      return !path.includes(node) && !path.includes(from);
    };
    const dismiss = (event: Event) => {
      if (outside(event)) change.current(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Used here: a modal underneath must not close with the popover.
      event.preventDefault();
      change.current(false);
    };
    const resized = new ResizeObserver(place);
    resized.observe(node);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    document.addEventListener('pointerdown', dismiss, true);
    document.addEventListener('focusin', dismiss, true);
    document.addEventListener('keydown', escape);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
      document.removeEventListener('pointerdown', dismiss, true);
      document.removeEventListener('focusin', dismiss, true);
      document.removeEventListener('keydown', escape);
      if (quietCloseRef?.current) {
        quietCloseRef.current = false;
        return;
      }
      if (returnTo instanceof HTMLElement && returnTo.isConnected) {
        returnTo.focus({ preventScroll: true });
      }
    };
  }, [open, anchor, align, quietCloseRef]);

  // Nothing to show, or no document to show it in (a server render).
  if (!open || typeof document === 'undefined') return null;
  const popover = (
    <div
      ref={(node) => {
        content.current = node;
        focusFix.ref(node);
      }}
      role={role}
      tabIndex={-1}
      lang={locale}
      part={partOf(part)}
      aria-label={label}
      aria-labelledby={labelledBy}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        focusFix.onKeyDown(event);
      }}
      style={HIDDEN}
      className={`fixed z-[1000] overflow-auto rounded-portico bg-portico-surface font-portico text-sm text-portico-text shadow-xl ring-1 ring-portico-border outline-none ${className}`}
    >
      {children}
    </div>
  );
  return createPortal(
    <StyleScope container={container}>{popover}</StyleScope>,
    container ?? document.body,
  );
}
