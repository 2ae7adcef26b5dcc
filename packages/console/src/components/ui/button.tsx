import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './icons';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'link';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 border-brand-600',
  default: 'bg-white text-slate-700 border-slate-300 hover:border-brand-500 hover:text-brand-700',
  danger: 'bg-white text-red-600 border-red-300 hover:bg-red-50',
  link: 'border-transparent bg-transparent px-1 text-brand-600 hover:text-brand-700 hover:underline',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores clicks until the work is done. */
  loading?: boolean;
}

/** The dense admin button: 28 px high, one line, a spinner while `loading`. */
export function Button({
  variant = 'default',
  loading = false,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex h-7 cursor-pointer items-center justify-center gap-1.5 rounded border px-3 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {loading && <Spinner className="size-3.5" />}
      {children}
    </button>
  );
}
