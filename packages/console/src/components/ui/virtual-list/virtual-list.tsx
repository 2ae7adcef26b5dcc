import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { scrollToReveal, windowRange } from './window-range';

export interface VirtualListHandle {
  /** Scrolls the least amount that shows row `index` whole. */
  reveal: (index: number) => void;
}

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  count: number;
  rowHeight: number;
  renderRow: (index: number) => ReactNode;
  /** Viewport height in px; without it the list fills its parent's height. */
  height?: number;
  overscan?: number;
  handle?: Ref<VirtualListHandle>;
}

/** Height a list assumes before it is measured (and in environments without layout). */
const FALLBACK_HEIGHT = 480;

/**
 * A windowed list of fixed-height rows (no dependency): only the rows in view and a few
 * either side are in the DOM; a spacer keeps the scroll height. The container takes the rest of
 * the props, so it can be a `role="tree"` or a listbox with aria-activedescendant.
 */
export function VirtualList({
  count,
  rowHeight,
  renderRow,
  height,
  overscan,
  handle,
  style,
  className = '',
  ...rest
}: VirtualListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [measured, setMeasured] = useState<number | null>(null);
  const viewport = height ?? measured ?? FALLBACK_HEIGHT;

  useLayoutEffect(() => {
    const element = ref.current;
    if (height !== undefined || !element) return;
    const measure = () => setMeasured(element.clientHeight || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [height]);

  useImperativeHandle(
    handle,
    () => ({
      reveal: (index) => {
        const element = ref.current;
        if (!element) return;
        const next = scrollToReveal(index, element.scrollTop, viewport, rowHeight);
        if (next !== null) {
          element.scrollTop = next;
          setScrollTop(next);
        }
      },
    }),
    [viewport, rowHeight],
  );

  const range = windowRange(scrollTop, viewport, rowHeight, count, overscan);
  const rows: ReactNode[] = [];
  for (let index = range.start; index < range.end; index += 1) rows.push(renderRow(index));
  return (
    <div
      ref={ref}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={{ ...style, ...(height !== undefined ? { height } : {}) }}
      className={`relative overflow-auto ${className}`}
      {...rest}
    >
      <div style={{ height: range.totalHeight, position: 'relative' }}>
        <div style={{ position: 'absolute', top: range.offset, left: 0, right: 0 }}>{rows}</div>
      </div>
    </div>
  );
}
