import type { ReactNode } from 'react';

/** The class the React components' stylesheet is scoped to (react.css, `@scope`). */
export const STYLE_SCOPE = 'portico-root';

/**
 * In an app's own DOM (no shadow root to hold the styles), wraps a component, or what it
 * portals to the body, in the `display: contents` root its stylesheet is scoped to. Inside an
 * element's shadow root it adds nothing.
 */
export function StyleScope({
  container,
  children,
}: {
  container?: Element | DocumentFragment;
  children: ReactNode;
}) {
  return container ? children : <div className={STYLE_SCOPE}>{children}</div>;
}
