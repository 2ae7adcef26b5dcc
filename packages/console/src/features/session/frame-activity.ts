import { ACTIVITY_EVENTS } from '@portico/sdk/internal';

/**
 * Input inside a frame (a child app in /iframe) never reaches the shell's window: for the frames
 * the shell may read (same origin), their input counts as activity too. A cross-origin frame is
 * closed to us; its own requests keep the server session alive, but the shell may still lock.
 * Returns a stop function.
 */
export function listenToFrames(touch: () => void): () => void {
  const watched = new Set<Window>();
  const listen = (frame: HTMLIFrameElement) => {
    try {
      const inner = frame.contentWindow;
      // Reading the document throws for a cross-origin frame. A frame that navigated has a
      // new document, so it is listened to again (the same listener twice is added once).
      if (!inner?.document) return;
      for (const type of ACTIVITY_EVENTS) {
        inner.addEventListener(type, touch, { passive: true, capture: true });
      }
      watched.add(inner);
    } catch {
      // Cross-origin: nothing to listen to.
    }
  };
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLIFrameElement) listen(event.target);
  };
  document.querySelectorAll('iframe').forEach(listen);
  // `load` does not bubble: listen in the capture phase to see every frame's.
  document.addEventListener('load', onLoad, true);
  return () => {
    document.removeEventListener('load', onLoad, true);
    for (const inner of watched) {
      try {
        for (const type of ACTIVITY_EVENTS) inner.removeEventListener(type, touch, true);
      } catch {
        // The frame is gone.
      }
    }
  };
}
