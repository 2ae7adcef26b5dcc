import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Watermark } from './watermark';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

function render(text: string) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<Watermark text={text} />);
  });
  return container.querySelector<HTMLElement>('[data-testid="watermark"]')!;
}

describe('watermark (product.md §2.8 "unit name and user code, opacity 0.15")', () => {
  it('repeats the unit name and user code at opacity 0.15', () => {
    const mark = render('Portico Platform admin');
    expect(mark.style.opacity).toBe('0.15');
    const tiles = Array.from(mark.querySelectorAll('span'), (span) => span.textContent);
    expect(tiles.length).toBeGreaterThan(10);
    expect(new Set(tiles)).toEqual(new Set(['Portico Platform admin']));
  });

  it('lets clicks through to the page and is hidden from screen readers', () => {
    const mark = render('x');
    expect(mark.style.pointerEvents).toBe('none');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });
});
