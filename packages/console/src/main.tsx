import './no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { installSsoGuard } from './app/sso-guard';
import { Toaster } from './components/ui/toaster';
import { LazySessionEffects } from './features/session/components/lazy-session-effects';
import { UiTexts } from './lib/ui-texts';
import { registerBootMessages } from './lib/messages';
import { portico } from './lib/portico';
import { startupConfig } from './lib/startup-config';
import './styles.css';

// The signed-out pages' texts now; the rest of the catalogue comes with the first other page.
registerBootMessages();

// The document language follows the SDK locale.
portico.i18n.locale.subscribe((locale) => {
  document.documentElement.lang = locale;
});

const root = createRoot(document.getElementById('root')!);

// The startup files decide the API bases and whether this console is the hub, a child app or a
// standalone app (api-contract.md §7.2); nothing routes before they are read.
startupConfig()
  .then((config) => installSsoGuard(config))
  .catch((error: unknown) => {
    // 'loginSystemConfig is missing' (api-contract.md §8): the pages still render, unguarded.
    console.error(error);
  })
  .finally(() => {
    root.render(
      <StrictMode>
        <UiTexts>
          <RouterProvider router={createRouter()} />
          <LazySessionEffects />
          <Toaster />
        </UiTexts>
      </StrictMode>,
    );
  });
