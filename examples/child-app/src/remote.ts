import './no-eval';
import { boot } from './boot';
import { text } from './texts';

// Acme Reports once more, registered as DEMO_REMOTE on another host name of the demo server
// (127.0.0.1 next to the hub's localhost): single sign-on that really crosses hosts.
void boot(
  {
    appCode: 'DEMO_REMOTE',
    base: `${import.meta.env.BASE_URL}remote/`,
    name: (locale) => text(locale, 'app.remote'),
  },
  'child',
);
