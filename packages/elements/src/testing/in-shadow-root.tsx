import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { adoptPorticoStyles, loadFullStyles } from '../shadow/adopt-styles';

/**
 * Renders children in an open shadow root with the elements' full adopted sheet: the same
 * styling context as a custom element, for stories of the React components. Give a function
 * to receive the shadow root, the `container` dialogs portal into (as the element passes it).
 */
export function InShadowRoot({
  children,
}: {
  children: ReactNode | ((root: ShadowRoot) => ReactNode);
}) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptPorticoStyles(shadow);
    // Stories render dialogs directly, not through the lazy loaders that bring the full sheet.
    void loadFullStyles().then(() => setRoot(shadow));
  }, []);
  return (
    <div ref={attach}>
      {root ? createPortal(typeof children === 'function' ? children(root) : children, root) : null}
    </div>
  );
}
