/** "Remember me" keeps the unit and user code (never the password) for the next visit. */
const KEY = 'portico.rememberedLogin';

export interface RememberedLogin {
  unitCode: string;
  userCode: string;
}

export function loadRemembered(): RememberedLogin | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as RememberedLogin | null;
    return value && typeof value.unitCode === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveRemembered(value: RememberedLogin | null): void {
  if (value)
    localStorage.setItem(
      KEY,
      JSON.stringify({ unitCode: value.unitCode, userCode: value.userCode }),
    );
  else localStorage.removeItem(KEY);
}
