import type { ButtonHTMLAttributes } from 'react';
import { part } from '../appearance/parts';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary:
    'border-portico-primary bg-portico-primary text-portico-on-primary hover:brightness-110 active:brightness-95',
  default:
    'border-portico-border bg-portico-surface text-portico-text hover:border-portico-primary hover:text-portico-primary',
  text: 'border-transparent bg-transparent text-portico-primary hover:bg-portico-subtle',
  danger:
    'border-portico-danger bg-portico-surface text-portico-danger hover:bg-portico-danger hover:text-portico-on-primary',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /**
   * Busy: `aria-busy` and `aria-disabled`, clicks ignored, but still focusable, so focus is not
   * lost (to the page) when the user presses it.
   */
  loading?: boolean;
}

/** The one button of the elements; `part="button"` (and `button-primary` for primary ones). */
export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  disabled,
  className = '',
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      part={variant === 'primary' ? part('button', 'button-primary') : part('button')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      className={`inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-portico border font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-portico-primary disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-80 ${size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-9 px-4 text-sm'} ${variants[variant]} ${className}`}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}
