import { useCallback, useState } from 'react';
import { parseShellPrefs, SHELL_PREFS_KEY, type ShellPrefs } from '../shell-prefs';

/** The layout and collapse preferences, kept in local storage so every tab opens the same way. */
export function useShellPrefs(): [ShellPrefs, (patch: Partial<ShellPrefs>) => void] {
  const [prefs, setPrefs] = useState(() => parseShellPrefs(readStored()));
  const update = useCallback((patch: Partial<ShellPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...patch };
      try {
        localStorage.setItem(SHELL_PREFS_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the preference lasts for this page only.
      }
      return next;
    });
  }, []);
  return [prefs, update];
}

function readStored(): string | null {
  try {
    return localStorage.getItem(SHELL_PREFS_KEY);
  } catch {
    return null;
  }
}
