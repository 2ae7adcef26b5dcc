/**
 * Live examples of the elements reference (`<div class="portico-live" data-tag="portico-…">`).
 *
 * The Portico server serves this site at /docs/ and the standalone elements script at
 * /elements/portico-elements.js on the same origin (packages/server/src/modules/static/static-routes.ts), so the
 * script is loaded from there as a module file (the server's CSP allows no inline script) and
 * each element renders with the reader's hub session, or signed out when there is none. The
 * static build opened without the server has no such script: the box then says so.
 */
export const ELEMENTS_SCRIPT = '/elements/portico-elements.js';
export const OFFLINE_TEXT = 'Start the demo (npm start) to see it live.';

let loading: Promise<boolean> | null = null;

/** Loads the standalone script once; false when this origin does not serve it. */
function loadElements(): Promise<boolean> {
  loading ??= fetch(ELEMENTS_SCRIPT, { method: 'HEAD' })
    .then((answer) => {
      const type = answer.headers.get('content-type') ?? '';
      // A static host may answer a missing file with an HTML page.
      if (!answer.ok || !type.includes('javascript')) return false;
      // A runtime address: the site's bundler must leave this import alone.
      return import(/* @vite-ignore */ ELEMENTS_SCRIPT).then(() => true);
    })
    .catch(() => false);
  return loading;
}

export async function mountLiveExamples(root: ParentNode): Promise<void> {
  const boxes = [...root.querySelectorAll<HTMLElement>('.portico-live:not([data-state])')];
  if (boxes.length === 0) return;
  for (const box of boxes) box.dataset.state = 'loading';
  const live = await loadElements();
  for (const box of boxes) {
    const tag = box.dataset.tag ?? '';
    box.replaceChildren();
    if (live && /^portico-[a-z-]+$/.test(tag)) {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(box.dataset)) {
        if (name.startsWith('attr')) element.setAttribute(attributeName(name), value ?? '');
      }
      box.append(element);
      box.dataset.state = 'live';
    } else {
      const note = document.createElement('p');
      note.className = 'portico-live-offline';
      note.textContent = OFFLINE_TEXT;
      box.append(note);
      box.dataset.state = 'offline';
    }
  }
}

/** `data-attr-logout-redirect` arrives as `attrLogoutRedirect`. */
function attributeName(key: string): string {
  return key
    .slice('attr'.length)
    .replace(/^[A-Z]/, (c) => c.toLowerCase())
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
