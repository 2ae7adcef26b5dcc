import { useState } from 'react';
import { Field, Select } from '../ui/form-controls';
import { FormDialog } from './form-dialog';

/** A place a node may move to: a node outside its own subtree, indented by its depth. */
export interface MoveChoice {
  id: string;
  depth: number;
  label: string;
}

/**
 * Moves a node of an admin tree (resources, menus) under another node or to the top: one select
 * of the places outside its own subtree. The caller sends the move and says what happened.
 */
export function MoveNodeDialog({
  id,
  title,
  topLabel,
  parentLabel,
  currentParentId,
  choices,
  saving,
  onMove,
  onClose,
}: {
  id: string;
  title: string;
  topLabel: string;
  parentLabel: string;
  currentParentId: string | null;
  choices: readonly MoveChoice[];
  saving: boolean;
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}) {
  const [parentId, setParentId] = useState(currentParentId ?? '');
  const options = [
    { value: '', label: topLabel },
    ...choices.map((choice) => ({
      value: choice.id,
      label: `${'\u00a0\u00a0'.repeat(choice.depth)}${choice.label}`,
    })),
  ];
  return (
    <FormDialog
      id={id}
      title={title}
      formClassName=""
      saving={saving}
      onSubmit={() => onMove(parentId || null)}
      onClose={onClose}
    >
      <Field label={parentLabel}>
        <Select
          name="parentId"
          value={parentId}
          onChange={(event) => setParentId(event.target.value)}
          options={options}
        />
      </Field>
    </FormDialog>
  );
}
