import { describe, expect, it } from 'vitest';
import { isEditorShortcut, isMacPlatform } from './shortcut';

/** A keydown of `x` with the given modifiers, aimed at `target`. */
function key(
  modifiers: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>,
  target: EventTarget | null = document.body,
  extra: Partial<Pick<KeyboardEvent, 'key' | 'code' | 'repeat'>> = {},
) {
  return {
    key: 'x',
    code: 'KeyX',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    repeat: false,
    ...modifiers,
    ...extra,
    target,
  };
}
const pc = { isMac: false, selectedText: '' };
const mac = { isMac: true, selectedText: '' };

describe('the translation editor shortcut (ctrl/cmd + X, product.md §4)', () => {
  it('Ctrl+X opens it on Windows and Linux, Cmd+X on macOS', () => {
    expect(isEditorShortcut(key({ ctrlKey: true }), pc)).toBe(true);
    expect(isEditorShortcut(key({ metaKey: true }), mac)).toBe(true);
    expect(isEditorShortcut(key({ metaKey: true }), pc)).toBe(false);
    expect(isEditorShortcut(key({ ctrlKey: true }), mac)).toBe(false);
  });

  it('is read from the key position too, so a non-Latin layout still opens it', () => {
    expect(isEditorShortcut(key({ ctrlKey: true }, document.body, { key: 'ч' }), pc)).toBe(true);
    expect(isEditorShortcut(key({ ctrlKey: true }, document.body, { key: 'X' }), pc)).toBe(true);
  });

  it('other keys, extra modifiers and auto-repeat do not open it', () => {
    expect(isEditorShortcut(key({}), pc)).toBe(false);
    expect(isEditorShortcut(key({ ctrlKey: true, shiftKey: true }), pc)).toBe(false);
    expect(isEditorShortcut(key({ ctrlKey: true, altKey: true }), pc)).toBe(false);
    expect(isEditorShortcut(key({ ctrlKey: true }, document.body, { repeat: true }), pc)).toBe(
      false,
    );
    const c = key({ ctrlKey: true }, document.body, { key: 'c', code: 'KeyC' });
    expect(isEditorShortcut(c, pc)).toBe(false);
  });

  it('with text selected Ctrl+X cuts, as always', () => {
    expect(isEditorShortcut(key({ ctrlKey: true }), { ...pc, selectedText: 'Users' })).toBe(false);
  });

  it.each([
    ['an input', () => document.createElement('input')],
    ['a text area', () => document.createElement('textarea')],
    ['a select', () => document.createElement('select')],
    [
      'a contenteditable element',
      () => {
        const div = document.createElement('div');
        div.setAttribute('contenteditable', 'true');
        div.append(document.createElement('span'));
        return div.firstElementChild!;
      },
    ],
  ])('in %s Ctrl+X cuts, as always', (_name, make) => {
    const target = make();
    document.body.append(target.parentElement ?? target);
    expect(isEditorShortcut(key({ ctrlKey: true }, target), pc)).toBe(false);
  });

  it('a field inside a shadow root (the elements) counts through the composed path', () => {
    const host = document.createElement('div');
    const input = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'));
    const event = { ...key({ ctrlKey: true }, host), composedPath: () => [input, host] };
    expect(isEditorShortcut(event, pc)).toBe(false);
    expect(isEditorShortcut({ ...event, composedPath: () => [host] }, pc)).toBe(true);
  });

  it('macOS is told by the platform', () => {
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
    expect(isMacPlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
  });
});
