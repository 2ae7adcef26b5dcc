import { renderChildApp } from './child-app';
import { h, showFlash } from './dom';
import { renderFrameApp } from './frame-app';
import { renderLeft, renderSignIn } from './signed-out';
import { startChild, type ChildApp } from './sso';
import './style.css';

/** Runs the sso rules, then draws the page of the route they let through. */
export async function boot(app: ChildApp, view: 'child' | 'frame'): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  // The locale is not known before the client loads: a spinner says it in every language.
  root.replaceChildren(h('div', { class: 'loading', role: 'status', 'aria-busy': 'true' }));
  // A message the previous page left, e.g. why the hub's token was refused.
  showFlash();
  const started = await startChild(app);
  if (!started) return;
  if (started.route === 'login') renderSignIn(root, app, started);
  else if (started.route === 'sso-logout') renderLeft(root, app, started);
  else if (view === 'frame') renderFrameApp(root, app, started);
  else renderChildApp(root, app, started);
}
