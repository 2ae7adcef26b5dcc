import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  /** Shown but refused, with `label` saying why (a disabled button would hide the reason). */
  unavailable?: boolean;
  pressed?: boolean;
  children: ReactNode;
  'data-intro'?: string;
  'data-testid'?: string;
}

/** A square icon button of the dark top bar, labelled for screen readers and by a tooltip. */
export function ToolButton({
  label,
  onClick,
  unavailable,
  pressed,
  children,
  ...rest
}: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      aria-pressed={pressed}
      onClick={() => {
        if (!unavailable) onClick();
      }}
      className={`relative flex size-8 shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
        unavailable
          ? 'cursor-not-allowed text-slate-600'
          : pressed
            ? 'cursor-pointer bg-white/15 text-white'
            : 'cursor-pointer text-slate-300 hover:bg-white/10 hover:text-white'
      }`}
      {...rest}
    >
      {children}
    </button>
  );
}
