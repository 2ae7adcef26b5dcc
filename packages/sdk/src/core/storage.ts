/** The slice of Web Storage the SDK uses, so that tests and Node can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A key/value storage in memory, for Node and tests (`defaultStorage` uses it without localStorage). */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A corrupt entry is dropped rather than crashing the page that reads it.
    storage.removeItem(key);
    return null;
  }
}

/** localStorage when the page has it, memory otherwise (Node, sandboxed iframes). */
export function defaultStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage throws in some sandboxed frames.
  }
  return createMemoryStorage();
}
