import { afterEach, describe, expect, it } from 'vitest';
import { portico } from '../../lib/portico';
import { IconButton } from './icon-button';
import { button, click, render, type Rendered } from './testing/render';
import { TruncatedText } from './truncated-text';

let view: Rendered | null = null;
afterEach(() => view?.unmount());
portico.i18n.setLocale('en-US');

describe('TruncatedText (product.md §2.9 "truncated-text widget with reveal icon")', () => {
  it('folds long text and reveals it with the icon button', () => {
    view = render(<TruncatedText text="frontdesk@harbour.example" max={9} />);
    expect(view.container.textContent).toBe('frontdesk…');
    const reveal = button(view.container, 'Show the full text')!;
    expect(reveal.getAttribute('aria-expanded')).toBe('false');
    click(reveal);
    expect(view.container.textContent).toBe('frontdesk@harbour.example');
    click(button(view.container, 'Fold the text'));
    expect(view.container.textContent).toBe('frontdesk…');
  });

  it('has no icon for short text and a dash for none', () => {
    view = render(
      <p>
        <TruncatedText text="short" />
        <TruncatedText text={null} />
      </p>,
    );
    expect(view.container.querySelector('button')).toBeNull();
    expect(view.container.textContent).toBe('short—');
  });
});

describe('IconButton (product.md §2.9 "icon button showing updating while loading")', () => {
  it('says its label, and "updating" while loading, ignoring clicks', () => {
    view = render(
      <p>
        <IconButton icon="edit" label="Edit H001" />
        <IconButton icon="power" label="Disable H001" loading />
      </p>,
    );
    const [idle, busy] = [...view.container.querySelectorAll('button')];
    expect(idle!.getAttribute('aria-label')).toBe('Edit H001');
    expect(busy!.getAttribute('aria-label')).toBe('Disable H001, updating');
    expect(busy!.textContent).toBe('updating');
    expect(busy!.disabled).toBe(true);
    expect(busy!.getAttribute('aria-busy')).toBe('true');
  });
});
