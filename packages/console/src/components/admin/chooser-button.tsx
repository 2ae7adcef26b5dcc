import type { ReactNode } from 'react';
import { Icon, type IconName } from '@portico/elements/ui';
import { controlClass } from '../ui/form-controls';

export interface ChooserButtonProps {
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  /** What is chosen, or the placeholder when nothing is. */
  text: string;
  chosen: boolean;
  icon: IconName;
  onOpen: () => void;
  /** Offered while something is chosen; without it the choice cannot be emptied. */
  clear?: { label: string; onClear: () => void };
  /** The chooser dialog, while open. */
  children?: ReactNode;
}

/**
 * A form value picked in a dialog (a department, a store, a group…): a button that shows the
 * choice and opens the chooser, and a button that empties it.
 */
export function ChooserButton({
  id,
  disabled,
  'aria-describedby': describedBy,
  text,
  chosen,
  icon,
  onOpen,
  clear,
  children,
}: ChooserButtonProps) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      <button
        type="button"
        id={id}
        disabled={disabled}
        onClick={onOpen}
        aria-haspopup="dialog"
        // A button takes no aria-required or aria-invalid: the field's label and error say them.
        aria-describedby={describedBy}
        className={`${controlClass} flex cursor-pointer items-center justify-between gap-2 text-left`}
      >
        <span className={`truncate ${chosen ? '' : 'text-slate-500'}`}>{text}</span>
        <Icon name={icon} className="size-3.5 text-slate-400" />
      </button>
      {clear && chosen && !disabled && (
        <button
          type="button"
          onClick={clear.onClear}
          aria-label={clear.label}
          title={clear.label}
          className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon name="clear" className="size-3.5" />
        </button>
      )}
      {children}
    </div>
  );
}
