import './no-eval';
import { boot } from './boot';
import { text } from './texts';

// Acme Reports, registered as DEMO_CHILD at /examples/child-app/.
void boot(
  {
    appCode: 'DEMO_CHILD',
    base: import.meta.env.BASE_URL,
    name: (locale) => text(locale, 'app.child'),
  },
  'child',
);
