/**
 * The one appearance API of the elements (STYLE.md §5): the `::part()` names and the
 * `--portico-*` custom properties a host page may set. The components, the docs and the
 * tests read these lists; `styles.css` maps every variable into the Tailwind theme.
 */

/** `::part()` names of `<portico-user-bar>`. */
export const USER_BAR_PARTS = ['base', 'avatar', 'user', 'unit', 'logout-button'] as const;
export type UserBarPart = (typeof USER_BAR_PARTS)[number];

/**
 * Theme variables with their defaults. They are read with `var(--name, default)` where used,
 * never declared on `:host`, so a value set anywhere above the element (even on `:root`)
 * is inherited into the shadow root.
 */
export const PORTICO_CSS_VARIABLES = {
  '--portico-color-primary': '#2563eb',
  '--portico-color-on-primary': '#ffffff',
  '--portico-color-surface': '#ffffff',
  '--portico-color-border': '#e2e8f0',
  '--portico-color-text': '#0f172a',
  '--portico-color-muted': '#64748b',
  '--portico-font-family': 'ui-sans-serif, system-ui, sans-serif',
  '--portico-radius': '0.5rem',
} as const;
export type PorticoCssVariable = keyof typeof PORTICO_CSS_VARIABLES;

/** `part="…"` attribute value, typed so a misspelt part name fails the typecheck. */
export function part(...names: UserBarPart[]): string {
  return names.join(' ');
}
