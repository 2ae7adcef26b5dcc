import type { PorticoClient } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import { PorticoContext, translatorFor } from './portico-context';
import { ToastRegion, useToasts } from './toast';

export interface PorticoRootProps {
  client: PorticoClient;
  locale?: string;
  /** The element's shadow root (r2wc passes it); dialogs portal there. */
  container?: Element | DocumentFragment;
  children: ReactNode;
}

/** Provides client, texts, portal target and toasts to an element's pieces. */
export function PorticoRoot({ client, locale, container, children }: PorticoRootProps) {
  useSignals();
  const { locale: current, t, tr } = translatorFor(client, locale);
  const { toasts, show } = useToasts();
  const overrides = client.i18n.overrides.value;
  const value = useMemo(
    () => ({ client, locale: current, t, tr, container, toast: show }),
    // t and tr are rebuilt each render; they only change with the locale and overrides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, current, overrides, container, show],
  );
  return (
    <PorticoContext.Provider value={value}>
      {children}
      <ToastRegion toasts={toasts} lang={current} />
    </PorticoContext.Provider>
  );
}
