import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UiTexts } from '../../../lib/ui-texts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  client: QueryClient;
  unmount: () => void;
}

/**
 * Renders a widget or screen for a unit test: its own query cache (no retries), a memory router
 * at `path`, in a container attached to the document (dialogs portal into <body>).
 */
export function render(ui: ReactNode, path = '/'): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  let root: Root | null = null;
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={client}>
        <UiTexts>
          <RouterProvider router={router} />
        </UiTexts>
      </QueryClientProvider>,
    );
  });
  return {
    container,
    client,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
      client.clear();
    },
  };
}

/** Lets pending promises and the renders they cause settle. */
export async function settle(times = 3): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Types into a React-controlled input as a browser does. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(element: Element | null): void {
  if (!element) throw new Error('nothing to click');
  act(() => {
    (element as HTMLElement).click();
  });
}

export function key(element: Element, name: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}

/** The button whose accessible name (label or text) is `name`. */
export function button(root: ParentNode, name: string): HTMLButtonElement | null {
  return (
    [...root.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
    ) ?? null
  );
}
