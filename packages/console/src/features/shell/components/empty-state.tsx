import type { ReactNode } from 'react';
import { Icon, type IconName } from '@portico/elements/ui';

/** The friendly centre of an empty workspace: an icon, a title and a hint. */
export function EmptyState({
  icon,
  title,
  children,
  tone = 'neutral',
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'warning';
}) {
  return (
    <div className="flex h-full min-h-72 items-center justify-center p-8">
      <div className="max-w-md text-center">
        <div
          className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl ${
            tone === 'warning' ? 'bg-amber-50 text-amber-600' : 'bg-brand-50 text-brand-600'
          }`}
        >
          <Icon name={icon} className="size-7" />
        </div>
        <h1 className="text-base font-semibold text-slate-900">{title}</h1>
        {children && (
          <div className="mt-1.5 text-sm leading-relaxed text-slate-500">{children}</div>
        )}
      </div>
    </div>
  );
}
