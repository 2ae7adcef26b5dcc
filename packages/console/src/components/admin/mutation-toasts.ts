import { notify } from '../../lib/notify';
import { useT } from '../../lib/use-t';

/** The callbacks every admin change passes to TanStack's `mutate`. */
export interface MutationCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * The toasts of an admin change (product.md §2.9: a change says it worked or why not): `done`
 * toasts success (the common text unless given, none when `null`) then runs `then`, e.g. closes
 * the dialog; `fail` toasts the server's reason.
 */
export function useMutationToasts() {
  const t = useT();
  const fail = (error: Error) => notify(error.message, 'error');
  const done = (then?: () => void, text?: string | null): MutationCallbacks => ({
    onSuccess: () => {
      if (text !== null) notify(text ?? t('common.success'), 'success');
      then?.();
    },
    onError: fail,
  });
  return { done, fail };
}
