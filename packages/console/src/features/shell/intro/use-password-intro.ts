import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useState } from 'react';
import { portico } from '../../../lib/portico';
import { INTRO_DONE, introStorageKey, introVisible } from './intro-state';

function seen(key: string | null): boolean {
  if (!key) return false;
  try {
    return sessionStorage.getItem(key) === INTRO_DONE;
  } catch {
    return false;
  }
}

/** Whether the update-password intro shows, and how to end it (see intro-state.ts). */
export function usePasswordIntro(): { visible: boolean; dismiss: () => void } {
  useSignals();
  const info = portico.session.info.value;
  const forced = portico.forcedPasswordChange.value;
  const key = info ? introStorageKey(info.unitCode, info.userCode) : null;
  // Session storage keeps the answer across pages of the tab; this re-renders after 'got it'.
  const [, rerender] = useState(0);

  const dismiss = useCallback(() => {
    if (!key) return;
    try {
      sessionStorage.setItem(key, INTRO_DONE);
    } catch {
      // Blocked storage: the intro may show again after a reload, which is harmless.
    }
    rerender((count) => count + 1);
  }, [key, rerender]);

  return { visible: introVisible(forced, seen(key)), dismiss };
}
