type Child = Node | string | null | undefined | false;
type Props = Record<string, string | boolean | undefined | ((event: Event) => void)>;

/**
 * A tiny element builder: `on…` props listen, `true` sets an empty attribute, strings set
 * attributes. Text always goes in as text nodes, so user data never becomes markup.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child) element.append(child);
  }
  return element;
}

const FLASH_KEY = 'acme-child.flash';

/** Shows a short message; it also survives the navigation the sso rules often start next. */
export function notify(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage may be blocked in a sandboxed frame; the toast below still shows.
  }
  showToast(message);
}

/** The message a previous page left (e.g. why the sign-in failed), shown once. */
export function showFlash(): void {
  let message: string | null;
  try {
    message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (message) showToast(message);
}

/** The page stays: a message it showed needs no second showing on the next page. */
export function dropFlash(): void {
  try {
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    // nothing stored
  }
}

function showToast(message: string): void {
  const toast = h('div', { class: 'toast', role: 'alert' }, message);
  document.body.append(toast);
  setTimeout(() => toast.remove(), 6000);
}
