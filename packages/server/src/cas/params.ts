/** The query of a /cas request: CAS parameters are plain strings; repeated ones are ignored. */
export type CasQuery = Record<string, unknown>;

/** A parameter given once, else undefined. */
export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A CAS flag (`renew`, `gateway`) is set by its presence, unless it says `false`. */
export const flag = (value: unknown) =>
  typeof value === 'string' && value.toLowerCase() !== 'false';
