import type { ReactNode } from 'react';

export interface AdminPageProps {
  title: string;
  /** A line under the title: the unit the page is about, a hint. */
  subtitle?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** Fills the shell's content height (split views such as the department tree). */
  fill?: boolean;
}

/** The frame of an administration screen inside the shell's content area: a heading, then content. */
export function AdminPage({ title, subtitle, actions, children, fill = false }: AdminPageProps) {
  return (
    <div className={`flex flex-col gap-3 p-4 ${fill ? 'h-full min-h-0' : ''}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-base font-semibold text-slate-900">{title}</h1>
          {subtitle && <div className="mt-0.5 text-xs text-slate-600">{subtitle}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A white panel of the admin look. */
export function Panel({
  children,
  className = '',
  label,
}: {
  children: ReactNode;
  className?: string;
  /** Makes the panel a named region. */
  label?: string;
}) {
  return (
    <section
      aria-label={label}
      className={`rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      {children}
    </section>
  );
}
