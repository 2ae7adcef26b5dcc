import { UiProvider } from '@portico/elements/ui';
import type { ReactNode } from 'react';
import { portico } from './portico';
import { useT } from './use-t';

/** Gives the shared UI kit (buttons, modals, pager) the console's texts in the current locale. */
export function UiTexts({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <UiProvider t={t} locale={portico.i18n.locale.value}>
      {children}
    </UiProvider>
  );
}
