import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { withFullStyles } from './adopt-styles';

/**
 * An element's body that loads its component (and the full sheet) when the element first
 * renders. The custom element itself (its class, attributes, properties and events) is
 * registered at once; only the code behind it waits, so a page pays for the elements it uses:
 * a page with the bar and the bell never loads the tips, the popover, the notices or the modals.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(
    withFullStyles(() => load().then((component) => ({ default: component }))),
  ) as unknown as ComponentType<Props>;
  return function LazyBody(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}
