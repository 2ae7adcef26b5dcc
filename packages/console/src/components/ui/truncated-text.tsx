import { useState } from 'react';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';
import { truncateText } from './truncate';

export interface TruncatedTextProps {
  text: string | null | undefined;
  /** Characters shown folded. */
  max?: number;
  /** Shown for an empty value. */
  empty?: string;
  className?: string;
}

/**
 * Long text folded to `max` characters with a reveal icon (product.md §2.9 "truncated-text widget
 * with reveal icon"): the icon toggles the whole text in place, so it can be read and copied.
 */
export function TruncatedText({ text, max = 24, empty = '—', className = '' }: TruncatedTextProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { short, truncated } = truncateText(text, max);
  if (!text) return <span className="text-slate-500">{empty}</span>;
  const label = open ? t('widget.text.hide') : t('widget.text.reveal');
  return (
    <span className={`inline-flex max-w-full items-start gap-1 ${className}`}>
      <span
        className={open ? 'break-all whitespace-pre-wrap' : ''}
        title={truncated ? text : undefined}
      >
        {open ? text : short}
      </span>
      {truncated && (
        <button
          type="button"
          aria-expanded={open}
          aria-label={label}
          title={label}
          onClick={() => setOpen(!open)}
          className="inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded text-slate-400 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon name={open ? 'eyeOff' : 'eye'} className="size-3.5" />
        </button>
      )}
    </span>
  );
}
