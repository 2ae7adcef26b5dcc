import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { adoptPorticoStyles } from '../shadow/adopt-styles';

/**
 * Renders children in an open shadow root with the elements' adopted sheet: the same
 * styling context as a custom element, for stories of the React components.
 */
export function InShadowRoot({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptPorticoStyles(shadow);
    setRoot(shadow);
  }, []);
  return <div ref={attach}>{root ? createPortal(children, root) : null}</div>;
}
