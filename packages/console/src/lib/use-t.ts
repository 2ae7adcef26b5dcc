import { useSignals } from '@preact/signals-react/runtime';
import type { MessageKey } from '@portico/sdk';
import { portico } from './portico';

/** Translation function that re-renders the caller when the locale or overrides change. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  useSignals();
  // Reading the signals subscribes this component to locale and override changes.
  void portico.i18n.locale.value;
  void portico.i18n.overrides.value;
  return portico.i18n.t;
}
