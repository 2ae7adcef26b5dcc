import firstPaintCss from '../first-paint.css?inline';

/** The selectors the Tailwind defaults are re-declared on inside a shadow root. */
const DEFAULTS_SELECTOR = ':host, *, ::before, ::after, ::backdrop';

let shared: CSSStyleSheet | null = null;
/** The load of styles.css into `shared` (loadFullStyles). */
let fullLoad: Promise<void> | null = null;

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
    sheet.replaceSync(firstPaintCss);
    redeclarePropertyDefaults(sheet);
    shared = sheet;
  }
  return shared;
}

/**
 * Brings the full sheet (styles.css, every component's classes) and puts it in place of the
 * first-paint one. The same shared sheet object is rewritten rather than a second sheet added:
 * every shadow root already adopts it, so all of them get the new rules, and one sheet keeps
 * Tailwind's order of the utilities (a second sheet would put its rules after the first one's
 * and let, say, `p-4` beat `px-2`). The full sheet repeats the first-paint rules unchanged, so
 * what is on screen does not move. Without the sheet (the components rendered by a React app in
 * its own Tailwind build, or jsdom) there is nothing to load.
 */
export function loadFullStyles(): Promise<void> {
  const sheet = shared;
  if (!sheet) return Promise.resolve();
  fullLoad ??= import('../styles.css?inline').then(({ default: css }) => {
    sheet.replaceSync(css);
    redeclarePropertyDefaults(sheet);
  });
  return fullLoad;
}

/**
 * A lazy part's loader that also waits for the full sheet, so the part never renders before its
 * classes exist. Wrap every `import()` of a part that renders (for `lazy()` and for preloads).
 */
export function withFullStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullStyles()]).then(([module]) => module);
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
