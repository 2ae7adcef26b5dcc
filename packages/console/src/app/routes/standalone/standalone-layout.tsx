import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { LocaleButtons } from '../../../components/ui/locale-buttons';
import { paths } from '../../../config/paths';
import { useDomainRecord } from '../../../features/branding/api/get-domain-record';
import { brandColorVariables, resolveLoginTheme } from '../../../features/branding/themes';
import { useT } from '../../../lib/use-t';

export interface StandaloneLayoutProps {
  title: string;
  /** Wider pages (the agreement) read better at a text width of their own. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The frame of the standalone pages (product.md §2.5): this host's logo and colours (the
 * domain record's theme, like the login page), the page title and the language switch.
 */
export function StandaloneLayout({ title, width = 'narrow', children }: StandaloneLayoutProps) {
  const t = useT();
  const domain = useDomainRecord(location.hostname);
  if (domain.isPending) return <main aria-busy="true" className="min-h-full bg-slate-100" />;
  const theme = resolveLoginTheme(domain.data, location.origin);
  return (
    <div
      data-theme={theme.id}
      style={brandColorVariables(theme) as CSSProperties}
      className="flex min-h-full flex-col bg-slate-50"
    >
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-6 py-4">
          <Link to={paths.root} className="flex items-center gap-3">
            <img src={theme.logoUrl} alt="" className="size-9" />
            <span
              className={`text-lg font-semibold ${theme.headingFont === 'serif' ? 'font-serif' : ''}`}
            >
              {t(theme.nameKey)}
            </span>
          </Link>
          <LocaleButtons />
        </div>
      </header>
      <main
        className={`mx-auto w-full flex-1 px-4 py-10 ${width === 'wide' ? 'max-w-3xl' : 'max-w-lg'}`}
      >
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <h1
            className={`mb-6 text-2xl font-semibold text-slate-900 ${theme.headingFont === 'serif' ? 'font-serif' : ''}`}
          >
            {title}
          </h1>
          {children}
        </div>
      </main>
      <footer className="py-6 text-center text-xs text-slate-600">
        {theme.copyRight ?? t('login.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
