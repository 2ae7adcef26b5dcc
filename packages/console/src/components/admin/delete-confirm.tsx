import { notify } from '../../lib/notify';
import { useT } from '../../lib/use-t';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useMutationToasts, type MutationCallbacks } from './mutation-toasts';

/** What DeleteConfirm needs of a TanStack mutation (method syntax: its options are wider). */
export interface ConfirmableMutation<V> {
  mutate(variables: V, callbacks: MutationCallbacks): void;
  isPending: boolean;
}

/**
 * The "are you sure" of a row action that cannot be taken back: confirming runs the mutation,
 * toasts (success text as `useMutationToasts`), and closes; a failure toasts and stays open.
 */
export function DeleteConfirm<V>({
  title,
  message,
  mutation,
  variables,
  onClose,
  confirmLabel,
  successText,
  failText,
  danger = true,
}: {
  title: string;
  message: string;
  mutation: ConfirmableMutation<V>;
  variables: V;
  onClose: () => void;
  /** Defaults to "Delete"; `null` leaves the dialog's "Confirm". */
  confirmLabel?: string | null;
  successText?: string | null;
  /** Said instead of the server's reason when the delete fails. */
  failText?: string;
  danger?: boolean;
}) {
  const t = useT();
  const { done } = useMutationToasts();
  const callbacks = done(onClose, successText);
  if (failText) callbacks.onError = () => notify(failText, 'error');
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel === null ? undefined : (confirmLabel ?? t('common.delete'))}
      danger={danger}
      loading={mutation.isPending}
      onClose={onClose}
      onConfirm={() => mutation.mutate(variables, callbacks)}
    />
  );
}
