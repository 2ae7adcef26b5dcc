import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { repoRoot } from '../../scripts/build-if-missing';

const hook = fileURLToPath(
  new URL('../../packages/console/src/lib/use-sso-exit.ts', import.meta.url),
);
const ENTRY = 'virtual:sso-exit-harness';

/**
 * A hub page in miniature for child-sso.e2e.ts: React renders the frames of
 * `window.__harness.frames` and closes the one whose child posts its exit, as heard by the
 * console's real `useSsoExit` hook. Every message is also logged raw, to show what was ignored.
 */
const source = `
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useSsoExit } from ${JSON.stringify(hook)};

const config = window.__harness;
window.__messages = [];
window.__exits = [];
addEventListener('message', (event) => window.__messages.push({ origin: event.origin, data: event.data }));

function Hub() {
  const [closed, setClosed] = useState([]);
  useSsoExit(config.origins, (event) => {
    window.__exits.push(event.origin);
    const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
    if (frame) setClosed((ids) => [...ids, frame.id]);
  });
  return createElement('div', null, Object.entries(config.frames)
    .filter(([id]) => !closed.includes(id))
    .map(([id, src]) => createElement('iframe', { key: id, id, src, title: id })));
}
createRoot(document.getElementById('root')).render(createElement(Hub));
`;

/** Bundles the harness (React + the hook + the SDK) into one ES module, in memory. */
export async function buildSsoExitHarness(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: repoRoot,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'sso-exit-harness',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? source : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY, output: { inlineDynamicImports: true } },
    },
  })) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the harness did not build');
  return chunk.code;
}
