import { useState, type ReactNode } from 'react';
import { Modal } from '@portico/elements/ui';
import { notify } from '../../lib/notify';
import { useT } from '../../lib/use-t';
import { SaveCancelFooter } from './form-dialog';

/**
 * The ids ticked in a dialog of choices: the saved ones until the first change, then the
 * user's, so a late answer of the server does not undo a tick.
 */
export function useChosenIds(saved: readonly string[] | undefined) {
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const picked = chosen ?? new Set(saved ?? []);
  const flip = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  return { picked, flip };
}

export interface ChoiceDialogProps {
  title: string;
  width: number;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  /** Save waits for the saved choices, so that it cannot drop them unseen. */
  ready: boolean;
  /** How many are ticked, said beside the buttons. */
  count: number;
  children: ReactNode;
}

/** A dialog of ticks (the departments or the users of a role) saved as one set. */
export function ChoiceDialog({
  title,
  width,
  onClose,
  onSave,
  saving,
  ready,
  count,
  children,
}: ChoiceDialogProps) {
  const t = useT();
  return (
    <Modal
      title={title}
      width={width}
      onClose={onClose}
      footer={
        <SaveCancelFooter
          onCancel={onClose}
          saving={saving}
          disabled={!ready}
          onSave={onSave}
          note={t('roles.chosenCount', { count })}
        />
      }
    >
      {children}
    </Modal>
  );
}

/** The mutation callbacks of a dialog's save: a success toast then `then`, or the failure's toast. */
export function toastOutcome(message: string, then: () => void) {
  return {
    onSuccess: () => {
      notify(message, 'success');
      then();
    },
    onError: (failure: Error) => notify(failure.message, 'error'),
  };
}
