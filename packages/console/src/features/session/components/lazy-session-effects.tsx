import { lazy, Suspense, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { portico } from '../../../lib/portico';

const SessionEffects = lazy(() =>
  import('./session-effects').then((module) => ({ default: module.SessionEffects })),
);

/**
 * Loads the session effects (and the elements they use) once a session exists, so the
 * sign-in page stays small; they stay mounted afterwards to see the session end.
 */
export function LazySessionEffects() {
  useSignals();
  const [seen, setSeen] = useState(false);
  if (!seen && portico.session.isLoggedIn.value) setSeen(true);
  return seen ? (
    <Suspense fallback={null}>
      <SessionEffects />
    </Suspense>
  ) : null;
}
