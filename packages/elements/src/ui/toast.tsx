import { useCallback, useEffect, useRef, useState } from 'react';
import { part } from '../appearance/parts';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** api-contract.md §9 "Message toast top 50, duration 3 s". */
export const TOAST_MS = 3000;

const tone: Record<ToastKind, string> = {
  info: 'border-portico-primary',
  success: 'border-portico-success',
  warning: 'border-portico-warning',
  error: 'border-portico-danger',
};

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
      {toasts.map((toast) => (
        <div
          key={toast.id}
          part={part('toast')}
          data-kind={toast.kind}
          className={`max-w-[min(32rem,calc(100vw-2rem))] rounded-portico border-l-4 bg-portico-surface px-4 py-2 text-sm text-portico-text shadow-lg ring-1 ring-portico-border ${tone[toast.kind]}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
