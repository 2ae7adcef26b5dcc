import { defaultStorage, LOCALES, switchLocale, type Locale, type MessageKey } from '@portico/sdk';
import { createTranslationStore } from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';

registerBarTexts();

/** Each language under its own name, as a language list shows it. */
const NAMES: Record<Locale, MessageKey> = { 'zh-CN': 'language.zhCN', 'en-US': 'language.enUS' };

export interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The language changed and its translations were refreshed. */
  onSwitched?: (locale: Locale) => void;
}

/**
 * Language select (product.md §2.9, §4): the locale changes, the kv translations of the new
 * locale are pulled (api-contract.md §7.8), and a loading tip stays at least 2 s while they are.
 * A locale locked by the URL's language parameter is not switched.
 */
export default function LanguageDialog({ open, onOpenChange, onSwitched }: LanguageDialogProps) {
  useSignals();
  const { client, t, locale: uiLocale } = usePortico();
  const current = client.i18n.locale.value;
  const locked = client.i18n.locked.value;
  const [chosen, setChosen] = useState<Locale>(current);
  const [switching, setSwitching] = useState(false);
  const tipId = useId();

  async function confirm() {
    if (chosen === current || locked) return onOpenChange(false);
    setSwitching(true);
    try {
      const switched = await switchLocale(client.i18n, chosen, {
        http: client.http,
        appCode: client.appCode.value,
        store: createTranslationStore(defaultStorage()),
      });
      if (switched) onSwitched?.(chosen);
    } finally {
      setSwitching(false);
    }
    onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onClose={() => !switching && onOpenChange(false)}
      closeOnOutsideClick
      title={t('language.title')}
      width={440}
      dismissable={!switching}
      describedBy={switching ? tipId : undefined}
      testId="language-dialog"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={switching}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={switching}
            disabled={locked}
            onClick={() => void confirm()}
          >
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {locked && (
        <p
          part={part('alert')}
          role="alert"
          className="mb-3 rounded-portico border border-portico-warning px-3 py-2 text-portico-warning"
        >
          {t('language.locked')}
        </p>
      )}
      {switching ? (
        <p
          id={tipId}
          role="status"
          className="flex items-center justify-center gap-3 py-8 text-portico-muted"
        >
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-portico-primary border-r-transparent"
          />
          {t('language.switching')}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2" disabled={locked}>
          <legend className="sr-only">{t('language.title')}</legend>
          {LOCALES.map((locale) => (
            <label
              key={locale}
              part={part('language-option')}
              lang={locale}
              className="flex cursor-pointer items-center gap-3 rounded-portico border border-portico-border px-4 py-3 hover:border-portico-primary has-checked:border-portico-primary has-checked:bg-portico-subtle"
            >
              <input
                type="radio"
                name="locale"
                value={locale}
                checked={chosen === locale}
                onChange={() => setChosen(locale)}
                data-autofocus={chosen === locale ? '' : undefined}
                className="size-4 accent-portico-primary"
              />
              <span className="flex-1 font-medium">{t(NAMES[locale])}</span>
              {locale === current && (
                <span
                  part={part('badge')}
                  lang={uiLocale}
                  className="rounded-full bg-portico-subtle px-2 py-0.5 text-xs text-portico-muted ring-1 ring-portico-border"
                >
                  {t('language.current')}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
