import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, render, type Rendered } from '../ui/testing/render';
import { ChooserButton } from './chooser-button';

let view: Rendered | null = null;
afterEach(() => view?.unmount());

describe('a value picked in a chooser dialog (product.md §2.9 choosers, the user form’s department)', () => {
  it('shows the choice on a button that opens the dialog, and empties it with the clear button', () => {
    const onOpen = vi.fn();
    const onClear = vi.fn();
    view = render(
      <ChooserButton
        text="Front office"
        chosen
        icon="folder"
        onOpen={onOpen}
        clear={{ label: 'Clear department', onClear }}
      />,
    );
    const open = view.container.querySelector('button[aria-haspopup=dialog]')!;
    expect(open.textContent).toBe('Front office');
    click(open);
    expect(onOpen).toHaveBeenCalledOnce();
    click(button(view.container, 'Clear department'));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('offers no clear button when nothing is chosen, when disabled, or when the value is required', () => {
    const clear = { label: 'Clear', onClear: () => {} };
    const cases = [
      { chosen: false, clear },
      { chosen: true, clear, disabled: true },
      { chosen: true },
    ];
    for (const props of cases) {
      view = render(<ChooserButton text="x" icon="search" onOpen={() => {}} {...props} />);
      expect(button(view.container, 'Clear')).toBeNull();
      view.unmount();
      view = null;
    }
  });
});
