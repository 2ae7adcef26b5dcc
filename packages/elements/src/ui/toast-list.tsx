import { part } from '../appearance/parts';
import type { Toast, ToastKind } from './toast';

const tone: Record<ToastKind, string> = {
  info: 'border-portico-primary',
  success: 'border-portico-success',
  warning: 'border-portico-warning',
  error: 'border-portico-danger',
};

/** The toasts of a live region (an element's, toast.tsx, or an app's), newest last. */
export default function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          part={part('toast')}
          data-kind={toast.kind}
          role={toast.kind === 'error' ? 'alert' : undefined}
          className={`max-w-[min(32rem,calc(100vw-2rem))] pointer-events-auto rounded-portico border-s-4 bg-portico-surface px-4 py-2 text-sm text-portico-text shadow-lg ring-1 ring-portico-border ${tone[toast.kind]}`}
        >
          {toast.text}
        </div>
      ))}
    </>
  );
}
