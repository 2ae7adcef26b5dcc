import type { ReactNode } from 'react';
import { useT } from '../../../lib/use-t';

export interface SubmitButtonProps {
  /** The form is being sent: the button waits and says so. */
  busy?: boolean;
  /** Said while busy; 'Loading…' unless given. */
  busyLabel?: string;
  /** Full width, the one action of a page's form. */
  block?: boolean;
  className?: string;
  children: ReactNode;
}

/** The brand-coloured submit button of the sign-in and standalone pages' forms. */
export function SubmitButton({
  busy = false,
  busyLabel,
  block = false,
  className = '',
  children,
}: SubmitButtonProps) {
  const t = useT();
  return (
    <button
      type="submit"
      disabled={busy}
      className={`rounded-lg bg-brand-600 px-4 font-medium text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70 ${block ? 'w-full py-2.5' : 'py-2'} ${className}`}
    >
      {busy ? (busyLabel ?? t('common.loading')) : children}
    </button>
  );
}
