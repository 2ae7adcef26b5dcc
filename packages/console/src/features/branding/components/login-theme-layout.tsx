import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../../lib/use-t';
import { brandColorVariables, type ResolvedLoginTheme } from '../themes';

export interface LoginThemeLayoutProps {
  theme: ResolvedLoginTheme;
  children: ReactNode;
}

/** The record's copyright, else the translated default (api-contract.md §8). */
function Copyright({ theme, className }: { theme: ResolvedLoginTheme; className: string }) {
  const t = useT();
  return (
    <footer data-testid="login-copyright" className={className}>
      {theme.copyRight ?? t('login.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}

/** The theme's picture, filling the box that holds it. */
function Background({ theme }: { theme: ResolvedLoginTheme }) {
  return (
    <img
      src={theme.backgroundUrl}
      alt=""
      data-testid="login-background"
      className="absolute inset-0 size-full object-cover"
    />
  );
}

/**
 * The frame of the login page in a customer's look (product.md §2.6): logo, background image,
 * colours and copyright of the domain record's theme. `centered` puts a card over the picture;
 * `split` shows the picture beside the form.
 */
export function LoginThemeLayout({ theme, children }: LoginThemeLayoutProps) {
  const t = useT();
  const style = brandColorVariables(theme) as CSSProperties;
  const name = t(theme.nameKey);
  const tagline = t(theme.taglineKey);
  const serif = theme.headingFont === 'serif' ? 'font-serif' : '';

  if (theme.layout === 'split') {
    return (
      <main
        data-theme={theme.id}
        style={style}
        className="grid min-h-full bg-[#fbf8f1] lg:grid-cols-[minmax(0,1.1fr)_minmax(26rem,1fr)]"
      >
        <section className="relative hidden overflow-hidden bg-brand-900 lg:block">
          <Background theme={theme} />
          <div className="absolute inset-x-0 top-0 bg-gradient-to-b from-brand-900/80 to-transparent p-10 pb-24 text-white">
            <div className="flex items-center gap-4">
              <img src={theme.logoUrl} alt="" data-testid="login-logo" className="size-14" />
              <div>
                <p className={`text-3xl tracking-wide ${serif}`}>{name}</p>
                {theme.badgeKey && (
                  <p className="mt-1 text-xs font-semibold tracking-[0.3em] text-brand-500 uppercase">
                    {t(theme.badgeKey)}
                  </p>
                )}
              </div>
            </div>
            <p className={`mt-10 max-w-md text-2xl leading-snug text-white/90 italic ${serif}`}>
              {tagline}
            </p>
          </div>
        </section>
        <div className="flex min-h-full flex-col px-6 py-8 sm:px-12">
          <div className="flex items-center gap-3 lg:hidden">
            <img src={theme.logoUrl} alt="" className="size-10" />
            <p className={`text-xl text-brand-900 ${serif}`}>{name}</p>
          </div>
          <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
            <div className="mb-8 h-1 w-16 rounded-full bg-brand-500" />
            {children}
          </div>
          <Copyright
            theme={theme}
            className="border-t border-brand-500/30 pt-4 text-center text-xs tracking-wide text-slate-500"
          />
        </div>
      </main>
    );
  }

  return (
    <main
      data-theme={theme.id}
      style={style}
      className="relative flex min-h-full flex-col items-center justify-center overflow-hidden bg-brand-900 px-4 py-10"
    >
      <Background theme={theme} />
      <div className="relative w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3 text-white">
          <img
            src={theme.logoUrl}
            alt=""
            data-testid="login-logo"
            className="size-12 drop-shadow"
          />
          <div>
            <p className={`text-2xl font-bold tracking-tight ${serif}`}>{name}</p>
            <p className="text-sm text-brand-100">{tagline}</p>
          </div>
        </div>
        <div className="rounded-2xl bg-white/95 p-8 shadow-2xl ring-1 ring-white/40 backdrop-blur">
          {children}
        </div>
      </div>
      <Copyright theme={theme} className="relative mt-8 text-sm text-white/75" />
    </main>
  );
}
