import type { MessageKey } from '@portico/sdk';
import { createContext, useContext, type ReactNode } from 'react';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** What the UI kit's pieces need from their app: texts, and where dialogs portal to. */
export interface UiContextValue {
  t: Translate;
  locale: string;
  /** An element's shadow root; absent in an app's own DOM (document.body). */
  container?: Element | DocumentFragment;
}

export const UiContext = createContext<UiContextValue | null>(null);

export function useUi(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('Portico UI pieces must render inside <UiProvider>');
  return value;
}

/** Gives a React app's tree the texts the UI kit shows (close, pager labels, totals). */
export function UiProvider({
  t,
  locale,
  children,
}: {
  t: Translate;
  locale: string;
  children: ReactNode;
}) {
  return <UiContext.Provider value={{ t, locale }}>{children}</UiContext.Provider>;
}
