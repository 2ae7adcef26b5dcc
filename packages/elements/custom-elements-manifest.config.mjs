/**
 * The custom-elements manifest (STYLE.md §4): generated from the JSDoc contract block on each
 * element class (`@tagname`, `@attr`, `@prop`, `@event`, `@csspart`, `@cssproperty`).
 * Run `npx cem analyze` in packages/elements (the config is picked up from here); it writes
 * dist/custom-elements.json and leaves package.json alone.
 */
export default {
  globs: ['src/components/**/*.element.ts'],
  exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
  outdir: 'dist',
  packagejson: false,
  dev: false,
};
