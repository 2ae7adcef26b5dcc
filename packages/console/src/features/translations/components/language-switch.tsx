import { LOCALES, type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@portico/elements/ui';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { useLanguageModule } from '../api/get-language-module';
import { chooseLanguage, switchingTo } from '../language-state';
import { LanguageTip } from './language-tip';

/** Each language under its own name, as language lists show them. */
const NAMES: Record<Locale, TextKey> = { 'zh-CN': 'language.zhCN', 'en-US': 'language.enUS' };
const SHORT: Record<Locale, TextKey> = {
  'zh-CN': 'languageSwitch.short.zhCN',
  'en-US': 'languageSwitch.short.enUS',
};

/** `dark`: an icon button of the shell's top bar; `banner`: a pill of the launcher's header. */
export type LanguageSwitchTone = 'dark' | 'banner';

const BUTTON: Record<LanguageSwitchTone, string> = {
  dark: 'h-8 rounded-md px-2 text-slate-300 hover:bg-white/10 hover:text-white',
  banner: 'h-8 rounded-lg bg-white/10 px-3 font-medium text-white hover:bg-white/20',
};

/**
 * The compact zh-CN / en-US switch of the signed-in pages (product.md §4 "Language"): a menu of the
 * two languages; choosing one shows the loading tip for at least 2 s while the new locale's kv
 * translations are pulled. With the locale locked by the URL's `language` parameter the menu says
 * why instead of switching; with the language module off (`modules.LANG`) there is no switch.
 */
export function LanguageSwitch({ tone = 'dark' }: { tone?: LanguageSwitchTone }) {
  useSignals();
  const t = useT();
  const enabled = useLanguageModule();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = portico.i18n.locale.value;
  const locked = portico.i18n.locked.value;
  const switching = switchingTo.value !== null;

  useEffect(() => {
    if (!open) return;
    // Focus the chosen language, as a menu does when it opens.
    wrapper.current?.querySelector<HTMLElement>('[role=menuitemradio][aria-checked=true]')?.focus();
    const close = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  if (!enabled) return null;

  const short = t(SHORT[current]);
  // The visible short name ends the accessible name (WCAG 2.5.3 "label in name").
  const label = t('languageSwitch.label', { language: t(NAMES[current]) });

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      wrapper.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [
      ...(wrapper.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  }

  return (
    <div ref={wrapper} className="relative shrink-0 text-sm">
      <button
        type="button"
        aria-label={`${label}, ${short}`}
        title={locked ? t('language.locked') : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={switching}
        onClick={() => setOpen((was) => !was)}
        className={`flex cursor-pointer items-center gap-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${BUTTON[tone]}`}
      >
        <Icon name={locked ? 'lock' : 'globe'} />
        <span aria-hidden="true" className="text-xs font-semibold">
          {short}
        </span>
        <Icon name="chevronDown" className="size-3 opacity-70" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.title')}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-50 mt-1.5 w-56 rounded-lg bg-white py-1 text-slate-700 shadow-xl ring-1 ring-slate-200"
        >
          {locked && (
            <p role="note" className="flex gap-2 px-3 py-2 text-xs leading-snug text-amber-800">
              <Icon name="lock" className="mt-px size-3.5" />
              {t('language.locked')}
            </p>
          )}
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              role="menuitemradio"
              aria-checked={locale === current}
              aria-disabled={locked || undefined}
              lang={locale}
              onClick={() => {
                if (locked) return;
                setOpen(false);
                void chooseLanguage(locale);
              }}
              className={`flex w-full items-center justify-between gap-3 px-3 py-2 text-left outline-none focus-visible:bg-slate-100 ${
                locked ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer hover:bg-slate-50'
              }`}
            >
              {t(NAMES[locale])}
              {locale === current && <Icon name="check" className="size-4 text-brand-600" />}
            </button>
          ))}
        </div>
      )}
      {switching && <LanguageTip />}
    </div>
  );
}
