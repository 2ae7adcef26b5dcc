import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { useShadowFocusFix } from '../shadow/dialog-focus';
import { usePortico } from './portico-context';
import { StyleScope } from './style-scope';

export interface PopoverProps {
  /** The control that opens it; rendered as is (`asChild`), so pass one focusable element. */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the popover content. */
  label: string;
  className?: string;
}

/**
 * A Radix popover portalled into the element's shadow root with the same focus fix as the
 * modals (initial focus, Tab wrapping, focus restored on close, wheel scrolling inside).
 */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  align = 'end',
  label,
  className = '',
}: PopoverProps) {
  const { container, locale } = usePortico();
  const focusFix = useShadowFocusFix();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <StyleScope container={container}>
          <RadixPopover.Content
            {...focusFix}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            lang={locale}
            aria-label={label}
            className={`z-[1000] max-h-[var(--radix-popover-content-available-height)] overflow-auto rounded-portico bg-portico-surface font-portico text-sm text-portico-text shadow-xl ring-1 ring-portico-border outline-none ${className}`}
          >
            {children}
          </RadixPopover.Content>
        </StyleScope>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
