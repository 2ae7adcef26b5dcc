import type { ButtonHTMLAttributes, Ref } from 'react';
import { part } from '../appearance/parts';
import { Spinner } from './icons/spinner';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'link';

const variants: Record<ButtonVariant, string> = {
  primary:
    'border-portico-primary bg-portico-primary text-portico-on-primary hover:brightness-110 active:brightness-95',
  default:
    'border-portico-border bg-portico-surface text-portico-text hover:border-portico-primary hover:text-portico-primary',
  danger:
    'border-portico-danger bg-portico-surface text-portico-danger hover:bg-portico-danger hover:text-portico-on-primary',
  link: 'border-transparent bg-transparent px-1 text-portico-primary hover:underline',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Busy: a spinner, `aria-busy` and `aria-disabled`, clicks ignored, but still focusable, so
   * focus is not lost (to the page) when the user presses it.
   */
  loading?: boolean;
  /** The button element (a dialog focuses its safe choice first). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of console and elements: dense (28 px, one line), themed by the --portico-*
 * colours; `part="button"` (and `button-primary`) for pages that style the elements.
 */
export function Button({
  variant = 'default',
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
      className={`inline-flex h-7 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-portico border px-3 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-portico-primary disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait aria-busy:opacity-80 ${variants[variant]} ${className}`}
      {...rest}
    >
      {loading && <Spinner className="size-3.5" />}
      {children}
    </button>
  );
}
