/*
 * The icons the elements' first paint draws (the bar's own), apart from the rest of the set: a
 * bundler keeps a module whole in one chunk, so the lazy parts' icons must not sit in the
 * module the standalone entry holds.
 */
export const bell = [
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
] as const;
export const chevronDown = ['m6 9 6 6 6-6'] as const;
export const operations = [
  'M20 7h-9',
  'M14 17H5',
  'M17 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'M7 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
] as const;
export const person = ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M4 21a8 8 0 0 1 16 0'] as const;
