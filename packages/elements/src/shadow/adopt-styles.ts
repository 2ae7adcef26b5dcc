import css from '../styles.css?inline';

/** The selectors the Tailwind defaults are re-declared on inside a shadow root. */
const DEFAULTS_SELECTOR = ':host, *, ::before, ::after, ::backdrop';

let shared: CSSStyleSheet | null = null;

/**
 * Tailwind 4 gives its `--tw-*` variables their initial values through `@property` rules,
 * which do not apply inside a shadow root, so shadows, rings, transforms and gradients
 * compute to `none` there (DESIGN.md "Known pitfalls"). Tailwind also ships the same
 * defaults as plain declarations in `@layer properties`, guarded by an `@supports` for
 * browsers without `@property`: copy them, unguarded, onto every node of the shadow tree.
 * Appended to the same layer, they keep its (lowest) precedence, so utilities still win.
 */
export function redeclarePropertyDefaults(sheet: CSSStyleSheet): void {
  const declarations: string[] = [];
  const collect = (rules: CSSRuleList, inPropertiesLayer: boolean): void => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSLayerBlockRule) {
        collect(rule.cssRules, inPropertiesLayer || rule.name === 'properties');
      } else if (inPropertiesLayer && rule instanceof CSSStyleRule) {
        declarations.push(rule.style.cssText);
      } else if (rule instanceof CSSGroupingRule) {
        collect(rule.cssRules, inPropertiesLayer);
      }
    }
  };
  collect(sheet.cssRules, false);
  if (declarations.length === 0) return;
  sheet.insertRule(
    `@layer properties { ${DEFAULTS_SELECTOR} { ${declarations.join(' ')} } }`,
    sheet.cssRules.length,
  );
}

/** One sheet for every element on the page: the browser parses the CSS once. */
export function porticoStyleSheet(): CSSStyleSheet {
  if (!shared) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    redeclarePropertyDefaults(sheet);
    shared = sheet;
  }
  return shared;
}

/**
 * Adds the compiled Tailwind CSS to a shadow root. A `<style>` child would not do:
 * React clears the container it renders into. Environments without constructable
 * stylesheets (jsdom) are left unstyled rather than failing.
 */
export function adoptPorticoStyles(root: ShadowRoot): void {
  if (typeof CSSStyleSheet === 'undefined' || !Array.isArray(root.adoptedStyleSheets)) return;
  if (typeof CSSStyleSheet.prototype.replaceSync !== 'function') return;
  const sheet = porticoStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
