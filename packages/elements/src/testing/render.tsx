import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<() => void> = [];

/** Renders into a fresh container in the document; `cleanup()` unmounts everything. */
export function render(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  mounted.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return container;
}

export function cleanup(): void {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.replaceChildren();
}

/** Lets pending promises, lazy chunks and timers of `ms` settle inside act(). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Waits until `check` stops throwing (or fails with its last error). */
export async function waitFor<T>(check: () => T, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await settle(10);
    }
  }
}

export function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  return act(async () => {
    (element as HTMLElement).click();
  });
}

/** Finds a button (or any element) by its text content. */
export function byText<T extends Element = HTMLElement>(
  root: ParentNode,
  text: string | RegExp,
  selector = 'button',
): T {
  const found = Array.from(root.querySelectorAll<T>(selector)).find((el) =>
    typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? ''),
  );
  if (!found) throw new Error(`no ${selector} with text ${String(text)}`);
  return found;
}
