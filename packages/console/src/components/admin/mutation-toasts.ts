import { notify } from '../../lib/notify';
import { useT } from '../../lib/use-t';

/** The callbacks every admin change passes to TanStack's `mutate`. */
export interface MutationCallbacks<R = unknown> {
  onSuccess: (result: R) => void;
  onError: (error: Error) => void;
}

/**
 * The toasts of an admin change (product.md §2.9: a change says it worked or why not): `done`
 * toasts success (the common text unless given, none when `null`; a function words it from the
 * answer, e.g. the saved code) then runs `then`, e.g. closes the dialog; `fail` toasts the
 * server's reason.
 */
export function useMutationToasts() {
  const t = useT();
  const fail = (error: Error) => notify(error.message, 'error');
  const done = <R = unknown>(
    then?: (result: R) => void,
    text?: string | null | ((result: R) => string),
  ): MutationCallbacks<R> => ({
    onSuccess: (result) => {
      const said = typeof text === 'function' ? text(result) : text;
      if (said !== null) notify(said ?? t('common.success'), 'success');
      then?.(result);
    },
    onError: fail,
  });
  return { done, fail };
}
