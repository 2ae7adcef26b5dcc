import type { ReactNode } from 'react';
import { Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { SaveCancelFooter } from '../form-dialog';
import { AuthEditor, type AuthEditorProps, type AuthEdits } from './auth-editor';
import { useAuthEdits } from './auth-edits';

export interface AuthEditDialogProps {
  title: string;
  /** Whose trees are edited: the unit's apps, the query key and the fetch of a tree. */
  trees: Pick<AuthEditorProps, 'unitId' | 'queryKey' | 'fetchTree'>;
  saveAll: (edits: AuthEdits) => Promise<void>;
  saving: boolean;
  savedMessage: string;
  onSaved: () => void;
  onClose: () => void;
  /** Said above the editor (whom a batch changes, what it replaces). */
  intro?: ReactNode;
}

/** The permissions of a role or of a batch of users in a dialog, saved all at once. */
export function AuthEditDialog({
  title,
  trees,
  saveAll,
  saving,
  savedMessage,
  onSaved,
  onClose,
  intro,
}: AuthEditDialogProps) {
  const { edits, setEdits, submit } = useAuthEdits(saveAll, savedMessage, onSaved);
  return (
    <Modal
      title={title}
      width={MODAL_WIDTH.other}
      onClose={onClose}
      footer={
        <SaveCancelFooter
          onCancel={onClose}
          saving={saving}
          disabled={edits.size === 0}
          onSave={() => void submit()}
        />
      }
    >
      {intro}
      <AuthEditor {...trees} edits={edits} onEdit={setEdits} />
    </Modal>
  );
}
