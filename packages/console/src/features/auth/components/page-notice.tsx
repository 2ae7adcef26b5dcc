import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/use-t';

const TONES = {
  error: 'bg-red-50 text-red-700 ring-1 ring-red-200',
  success: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  info: 'bg-brand-50 text-brand-900',
} as const;

export interface PageNoticeProps extends HTMLAttributes<HTMLElement> {
  tone: keyof typeof TONES;
  /** `compact` inside a form, under its fields; the default stands as a page's answer. */
  size?: 'compact' | 'page';
  /** A `div` when the notice holds paragraphs of its own. */
  as?: 'p' | 'div';
  children: ReactNode;
}

/** The coloured answer box of the sign-in and standalone pages (errors, successes, hints). */
export function PageNotice({
  tone,
  size = 'page',
  as: Tag = 'p',
  className = '',
  children,
  ...rest
}: PageNoticeProps) {
  const box = size === 'compact' ? 'px-3 py-2 text-sm' : 'px-4 py-3';
  return (
    <Tag {...rest} className={`rounded-lg ${box} ${TONES[tone]} ${className}`.trim()}>
      {children}
    </Tag>
  );
}

/** The way back to the sign-in page once a standalone page has said its piece. */
export function BackToLoginLink() {
  const t = useT();
  return (
    <Link
      to={paths.login}
      className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
    >
      {t('page.backToLogin')}
    </Link>
  );
}
