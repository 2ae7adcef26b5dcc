import './no-eval';
import { boot } from './boot';
import { appCodeOfLink, appQuery, registeredName } from './registered-app';
import { text } from './texts';

// Acme Reports, registered as DEMO_CHILD at /examples/child-app/; the demo's other apps registered
// at the same page (`?app=GC`) open it as themselves.
const OWN_CODE = 'DEMO_CHILD';
const base = import.meta.env.BASE_URL;
void appCodeOfLink(OWN_CODE, base).then((appCode) =>
  boot(
    {
      appCode,
      base,
      query: appQuery(appCode, OWN_CODE),
      name: (locale, info) =>
        appCode === OWN_CODE ? text(locale, 'app.child') : registeredName(info, appCode),
    },
    'child',
  ),
);
