import { registerAllMessages } from '@portico/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { portico } from './lib/portico';
import './styles.css';

// The console shows every screen, so it registers the whole catalogue.
registerAllMessages();

// The document language follows the SDK locale.
portico.i18n.locale.subscribe((locale) => {
  document.documentElement.lang = locale;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
