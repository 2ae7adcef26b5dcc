import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { defaultStorage } from '@portico/sdk';
import { watchIdle } from '@portico/sdk/internal';
import { portico } from '../../../lib/portico';
import { listenToFrames } from '../frame-activity';

/**
 * A page of ours inside the shell's frame (same origin): the shell's lock covers the frame, so
 * the page only shares its activity and draws no second lock.
 */
function framedByShell(): boolean {
  try {
    return window.top !== window && Boolean(window.top?.document);
  } catch {
    // A cross-origin parent: this page locks on its own.
    return false;
  }
}

const LockScreen = lazy(() =>
  import('./lock-screen').then((module) => ({ default: module.LockScreen })),
);

/**
 * Watches for the unit's idle window of the signed-in user (the login result's
 * `lockScreenMinutes`, null: never) and covers the page with the lock screen when it passes.
 * The timer and the cross-tab record are the SDK's (`watchIdle`); this only draws the lock.
 */
export function IdleLock() {
  useSignals();
  const minutes = portico.session.info.value?.lockScreenMinutes ?? null;
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!minutes) return;
    const watcher = watchIdle({ minutes, token: portico.session.token, storage: defaultStorage() });
    const stopLocked = watcher.locked.subscribe(setLocked);
    const stopFrames = listenToFrames(watcher.touch);
    return () => {
      stopFrames();
      stopLocked();
      watcher.stop();
      setLocked(false);
    };
  }, [minutes]);

  if (!minutes || !locked || framedByShell()) return null;
  return (
    <Suspense fallback={null}>
      <LockScreen minutes={minutes} />
    </Suspense>
  );
}
