import { LOCALES, type Locale } from '@portico/sdk';
import { useRef } from 'react';
import type { useFormFields } from './use-form-fields';

type FormFields<F extends object, E extends object> = ReturnType<typeof useFormFields<F, E>>;

/**
 * A form's text with its wording per locale (a menu's title, an app link's description): typing
 * a new text clears the locale fields not edited in this form, so readers of every locale then
 * see the text typed, never a translation of the old one (product.md §4 "Language").
 */
export function useLocaleTextFields<F extends Record<string, string>, E extends object>(
  fields: FormFields<F, E>,
  text: keyof F,
  localeFields: Record<Locale, keyof F>,
): FormFields<F, E> {
  const edited = useRef(new Set<keyof F>());
  return {
    ...fields,
    set(key, value) {
      fields.set(key, value);
      if (key !== text) return void edited.current.add(key);
      for (const locale of LOCALES) {
        const field = localeFields[locale];
        if (!edited.current.has(field)) fields.set(field, '' as F[typeof field]);
      }
    },
  };
}

/** The wording per locale a form sends: each locale field's trimmed value. */
export function localeTextsOf<F extends Record<string, string>>(
  form: F,
  localeFields: Record<Locale, keyof F>,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, form[localeFields[locale]]!.trim()]));
}
