import { ToastList } from '@portico/elements/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { toasts } from '../../lib/notify';

/** The console's toasts (lib/notify.ts) in the kit's look, 50 px from the top (api-contract.md §9). */
export function Toaster() {
  useSignals();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[50px] z-[1100] flex flex-col items-center gap-2"
    >
      <ToastList toasts={toasts.value} />
    </div>
  );
}
