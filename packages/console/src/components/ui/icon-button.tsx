import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName, Spinner } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name and tooltip: an icon alone says nothing to a screen reader. */
  label: string;
  /** While true the button spins, says 'updating' and ignores clicks (product.md §2.9). */
  loading?: boolean;
  tone?: 'default' | 'danger';
}

/**
 * The label an icon button announces: its own, or with 'updating' while its work runs. Not in
 * parentheses: the visible 'updating' must be part of the name (WCAG 2.5.3 "label in name"), and
 * axe's label-content-name-mismatch drops parenthesised words before comparing.
 */
export function iconButtonLabel(label: string, loading: boolean, updating: string): string {
  return loading ? `${label}, ${updating}` : label;
}

/** An icon-only button that shows 'updating' while loading (product.md §2.9 common widgets). */
export function IconButton({
  icon,
  label,
  loading = false,
  tone = 'default',
  disabled,
  className = '',
  type = 'button',
  ...rest
}: IconButtonProps) {
  const t = useT();
  const name = iconButtonLabel(label, loading, t('common.updating'));
  return (
    <button
      type={type}
      aria-label={name}
      title={name}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex h-7 min-w-7 cursor-pointer items-center justify-center gap-1 rounded px-1 text-xs focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed ${
        tone === 'danger'
          ? 'text-red-600 hover:bg-red-50'
          : 'text-slate-500 hover:bg-slate-100 hover:text-brand-700'
      } ${loading ? '' : 'disabled:opacity-40'} ${className}`}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner className="size-3.5" />
          <span className="text-slate-500">{t('common.updating')}</span>
        </>
      ) : (
        <Icon name={icon} />
      )}
    </button>
  );
}
