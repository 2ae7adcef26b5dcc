import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { withFullStyles } from '../shadow/adopt-styles';

// The region is there from the start (a live region must exist before what it announces); the
// toasts themselves, and their classes, load with the first one (toast-list.tsx).
const ToastList = lazy(withFullStyles(() => import('./toast-list')));

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** api-contract.md §9 "Message toast top 50, duration 3 s". */
export const TOAST_MS = 3000;

/** Toasts of one element: shown 3 s, newest last, in a live region that always exists. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const show = useCallback((text: string, kind: ToastKind = 'info') => {
    const id = ++next.current;
    setToasts((list) => [...list, { id, text, kind }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  return { toasts, show };
}

export function ToastRegion({ toasts, lang }: { toasts: readonly Toast[]; lang: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      lang={lang}
      className="pointer-events-none fixed top-[50px] left-1/2 z-[1100] flex -translate-x-1/2 flex-col items-center gap-2 font-portico"
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </div>
  );
}
