import { useSignals } from '@preact/signals-react/runtime';
import { LOCALES, type Locale } from '@portico/sdk';
import { portico } from '../../lib/portico';

const labels: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * The zh-CN/en-US buttons of the signed-out pages (login, errors, standalone pages; product.md
 * §2.6): no query client there, so no language module check (the signed-in pages use
 * features/translations LanguageSwitch).
 */
export function LocaleButtons() {
  useSignals();
  const current = portico.i18n.locale.value;
  return (
    <div
      role="group"
      aria-label="Language"
      className="inline-flex rounded-md bg-white/80 p-0.5 text-sm shadow-sm ring-1 ring-slate-200"
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          disabled={portico.i18n.locked.value}
          onClick={() => portico.i18n.setLocale(locale)}
          className={`rounded px-3 py-1 transition ${current === locale ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {labels[locale]}
        </button>
      ))}
    </div>
  );
}
