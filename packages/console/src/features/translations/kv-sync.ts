import { defaultStorage, switchLocale, type Locale } from '@portico/sdk';
import { createTranslationStore, pullTranslations, type Clock } from '@portico/sdk/internal';
import { DATA_LABEL_PREFIX } from '../../lib/data-label';
import { portico } from '../../lib/portico';

/**
 * The console's kv translations (api-contract.md §7.8), kept per app and locale in local storage
 * by the SDK, so each pull only asks for what changed since the locale's last pull date.
 */
export const translationStore = createTranslationStore(defaultStorage());

/**
 * The apps whose menus the shell presents (features/shell/shell-apps.ts: the user centre, and GC
 * on /gc). Their menu titles are their own kv translations, keyed `menu.<identity>`, and so are
 * the names of their data (`data.app.<code>`, lib/data-label.ts), so those keys of theirs are
 * layered under the console's own translations.
 */
export const MENU_APPS = ['UC', 'GC'] as const;
const LAYERED_PREFIXES = ['menu.', DATA_LABEL_PREFIX];

/** The app of the console's own texts (SSO when it is the hub). */
const ownApp = () => portico.appCode.peek();

/**
 * What the overrides are for `locale`, from the stored translations alone: the menu apps' menu
 * titles, then the console's own translations, which win.
 */
export function composeOverrides(locale: Locale): Record<string, string> {
  const composed: Record<string, string> = {};
  for (const app of MENU_APPS) {
    if (app === ownApp()) continue;
    for (const [key, text] of Object.entries(translationStore.read(app, locale).messages))
      if (LAYERED_PREFIXES.some((prefix) => key.startsWith(prefix))) composed[key] = text;
  }
  return Object.assign(composed, translationStore.read(ownApp(), locale).messages);
}

const same = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Makes the overrides what the store says for the locale showing. The SDK's own switch (the user
 * bar's language dialog) sets only this app's translations; this puts the menu titles back.
 */
export function applyOverrides(): void {
  const next = composeOverrides(portico.i18n.locale.peek());
  if (!same(next, portico.i18n.overrides.peek())) portico.i18n.setOverrides(next);
}

const running = new Map<string, Promise<unknown>>();

/** One incremental pull per app and locale at a time; a second asker shares the first pull. */
function pull(appCode: string, locale: Locale): Promise<unknown> {
  const id = `${appCode}/${locale}`;
  let pending = running.get(id);
  if (!pending) {
    pending = pullTranslations(portico.http, { appCode, locale, store: translationStore }).finally(
      () => running.delete(id),
    );
    running.set(id, pending);
  }
  return pending;
}

/** Incremental pulls of the menu apps' translations for `locale`. */
export function pullMenuApps(locale: Locale): Promise<unknown> {
  return Promise.all(MENU_APPS.filter((app) => app !== ownApp()).map((app) => pull(app, locale)));
}

/**
 * Incremental pulls (the console's app and the menu apps) for `locale`, the current one by
 * default; the overrides then follow the store. A failed pull keeps what was stored (§8).
 */
export async function refreshTranslations(
  locale: Locale = portico.i18n.locale.peek(),
): Promise<void> {
  await Promise.all([pull(ownApp(), locale), pullMenuApps(locale)]);
  applyOverrides();
}

/**
 * The language switch of product.md §4 through the SDK: locale first, that locale's stored
 * translations at once, then the incremental pulls; settles no sooner than 2 s. False when the
 * URL's language parameter locks the locale.
 */
export async function changeLanguage(locale: Locale, clock?: Clock): Promise<boolean> {
  if (portico.i18n.locked.peek()) return false;
  const menus = pullMenuApps(locale);
  const switched = await switchLocale(portico.i18n, locale, {
    http: portico.http,
    appCode: ownApp(),
    store: translationStore,
    clock,
  });
  await menus;
  applyOverrides();
  return switched;
}
