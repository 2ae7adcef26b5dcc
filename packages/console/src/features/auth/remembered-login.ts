import type { LoginMode } from './login-fields';

/** "Remember me" keeps the unit, the account and the way of signing in (never the password). */
const KEY = 'portico.rememberedLogin';

export interface RememberedLogin {
  unitCode: string;
  /** The user code, or the PMS account in PMS mode. */
  userCode: string;
  mode?: LoginMode;
}

export function loadRemembered(): RememberedLogin | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as RememberedLogin | null;
    if (!value || typeof value.unitCode !== 'string' || typeof value.userCode !== 'string') {
      return null;
    }
    return { ...value, mode: value.mode === 'pms' ? 'pms' : 'account' };
  } catch {
    return null;
  }
}

export function saveRemembered(value: RememberedLogin | null): void {
  if (value)
    localStorage.setItem(
      KEY,
      JSON.stringify({
        unitCode: value.unitCode,
        userCode: value.userCode,
        mode: value.mode ?? 'account',
      }),
    );
  else localStorage.removeItem(KEY);
}
