import './no-eval';
import { boot } from './boot';
import { text } from './texts';

// Acme Night Audit, registered as DEMO_FRAME at /examples/child-app/frame/, for the shell's frame.
void boot(
  {
    appCode: 'DEMO_FRAME',
    base: `${import.meta.env.BASE_URL}frame/`,
    pageSession: true,
    name: (locale) => text(locale, 'app.frame'),
  },
  'frame',
);
