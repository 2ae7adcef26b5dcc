import { isLocale, translate, type Locale, type PorticoClient } from '@portico/sdk';
import {
  browserLanguages,
  decideLocale,
  formatMessage,
  type MessageRef,
} from '@portico/sdk/internal';
import { useContext, type Context } from 'react';
import type { ToastKind } from './toast';
import { UiContext, type Translate } from './ui-context';

export type { Translate };

/** What every piece of an element reads: its client, texts, portal target and toasts. */
export interface PorticoContextValue {
  client: PorticoClient;
  locale: Locale;
  t: Translate;
  /** A rule's answer (a key, or a key with params) as text. */
  tr: (ref: MessageRef) => string;
  /** Where dialogs and popovers portal to: the element's shadow root (document.body in React). */
  container: Element | DocumentFragment | undefined;
  /** The hub's address (`hub-url`, else `configure({ hubUrl })`), when known. */
  hubUrl?: string;
  toast: (text: string, kind?: ToastKind) => void;
}

/**
 * The UI kit's context, holding an element's full value: one provider serves both, so the
 * kit's pieces (useUi) and the elements' own (usePortico) read the same thing.
 */
export const PorticoContext = UiContext as Context<PorticoContextValue | null>;

export function usePortico(): PorticoContextValue {
  const value = useContext(PorticoContext);
  if (!value) throw new Error('Portico UI pieces must render inside <PorticoRoot>');
  return value;
}

/** The language the page declares around `from` (the closest `lang`), else the browser's. */
export function pageLocale(from?: Element | DocumentFragment): Locale {
  const start = from instanceof ShadowRoot ? from.host : from instanceof Element ? from : undefined;
  const declared = (start ?? document.documentElement).closest('[lang]')?.getAttribute('lang');
  return decideLocale({ requested: declared, accepted: browserLanguages() });
}

/**
 * Texts in the `locale` attribute's language when it names a known locale, else the client's when
 * the user chose one, else the page's (`pageLocale`); kv overrides win either way. Reads signals:
 * call useSignals() in the component first.
 */
export function translatorFor(
  client: PorticoClient,
  locale?: string,
  from?: Element | DocumentFragment,
) {
  const { i18n } = client;
  const current: Locale = isLocale(locale)
    ? locale
    : i18n.chosen.value
      ? i18n.locale.value
      : pageLocale(from);
  const overrides = client.i18n.overrides.value;
  const t: Translate = (key, params) => translate(current, key, params, overrides);
  return { locale: current, t, tr: (ref: MessageRef) => formatMessage(ref, t) };
}
