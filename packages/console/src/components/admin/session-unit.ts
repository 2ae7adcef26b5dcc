import { useSignals } from '@preact/signals-react/runtime';
import { portico } from '../../lib/portico';

/** The unit the signed-in user works in, as a chooser value (id, code, name); null signed out. */
export function useSessionUnit(): { id: string; code: string; name: string } | null {
  useSignals();
  const info = portico.session.info.value;
  if (!info?.unitPkId) return null;
  return { id: info.unitPkId, code: info.unitCode, name: info.unitName };
}
