import { useSignals } from '@preact/signals-react/runtime';
import type { TextKey } from '../texts/catalogue';
import { portico } from './portico';
import { text } from './text';

/** Translation function that re-renders the caller when the locale or overrides change. */
export function useT(): (key: TextKey, params?: Record<string, string | number>) => string {
  useSignals();
  // Reading the signals subscribes this component to locale and override changes.
  void portico.i18n.locale.value;
  void portico.i18n.overrides.value;
  return text;
}
