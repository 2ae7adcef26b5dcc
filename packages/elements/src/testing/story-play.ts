import { waitFor } from 'storybook/test';

/**
 * Play-function helpers for the stories of elements that render in a shadow root
 * (testing/in-shadow-root.tsx): Storybook's `within(canvas)` does not look inside one.
 */

/** Every open shadow root under the story's canvas, outermost first. */
function shadowRoots(canvas: HTMLElement): ShadowRoot[] {
  return [...canvas.querySelectorAll('*')].flatMap((node) =>
    node.shadowRoot ? [node.shadowRoot] : [],
  );
}

/** Waits for the first element in the story's shadow roots that matches, and clicks it. */
export async function clickInShadow(
  canvas: HTMLElement,
  selector: string,
  text?: string,
): Promise<void> {
  const target = await waitFor(
    () => {
      for (const root of shadowRoots(canvas)) {
        const found = [...root.querySelectorAll<HTMLElement>(selector)].find(
          (node) => text === undefined || node.textContent?.trim() === text,
        );
        if (found) return found;
      }
      throw new Error(`no ${selector}${text ? ` '${text}'` : ''} yet`);
    },
    { timeout: 5000 },
  );
  target.click();
}
