import { useSignals } from '@preact/signals-react/runtime';
import { toasts } from '../../lib/notify';

const tone = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-600 text-white',
  error: 'bg-red-600 text-white',
} as const;

/** The toast column, 50 px from the top (api-contract.md §9). */
export function Toaster() {
  useSignals();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[50px] z-[1000] flex flex-col items-center gap-2"
    >
      {toasts.value.map((toast) => (
        <p
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto rounded-lg px-4 py-2 text-sm shadow-lg ${tone[toast.kind]}`}
        >
          {toast.text}
        </p>
      ))}
    </div>
  );
}
