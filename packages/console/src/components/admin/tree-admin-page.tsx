import { useState, type ReactNode } from 'react';
import { AdminPage } from './admin-page';
import { DeleteConfirm, type ConfirmableMutation } from './delete-confirm';
import { AddButton } from './row-actions';

/** What a tree's rows ask of the page: a dialog opened for a node, or the delete confirmation. */
export interface TreeEdits<N> {
  addBelow: (parent: N | null) => void;
  edit: (node: N) => void;
  move: (node: N) => void;
  remove: (node: N) => void;
}

/** The form dialog's subject: a new node under `parent` (null: at the root), or `node` edited. */
export interface TreeFormTarget<N> {
  parent?: N | null;
  node?: N;
}

type Open<N> = { form: TreeFormTarget<N> } | { move: N } | { remove: N };

export interface TreeAdminPageProps<N extends { id: string }> {
  title: string;
  subtitle: string;
  /** The "add at the root" button of the title bar; off until `canAdd` (an application chosen). */
  addLabel: string;
  canAdd: boolean;
  /** The choosers above the tree (application, tree type). */
  toolbar: ReactNode;
  /** The tree, given what its rows' actions call. */
  children: (edits: TreeEdits<N>) => ReactNode;
  form: (target: TreeFormTarget<N>, close: () => void) => ReactNode;
  moveDialog: (node: N, close: () => void) => ReactNode;
  /** Deleting a node: the confirmation's texts and the mutation that takes the node's id. */
  remove: {
    title: string;
    message: (node: N) => string;
    mutation: ConfirmableMutation<string>;
  };
}

/**
 * The administration page of an application's tree (resources, menus): the title with "add",
 * the choosers, the tree, and the add/edit, move and delete dialogs its rows open.
 */
export function TreeAdminPage<N extends { id: string }>({
  title,
  subtitle,
  addLabel,
  canAdd,
  toolbar,
  children,
  form,
  moveDialog,
  remove,
}: TreeAdminPageProps<N>) {
  const [open, setOpen] = useState<Open<N> | null>(null);
  const close = () => setOpen(null);
  const edits: TreeEdits<N> = {
    addBelow: (parent) => setOpen({ form: { parent } }),
    edit: (node) => setOpen({ form: { node } }),
    move: (node) => setOpen({ move: node }),
    remove: (node) => setOpen({ remove: node }),
  };
  return (
    <AdminPage
      title={title}
      subtitle={subtitle}
      actions={
        <AddButton label={addLabel} onClick={() => edits.addBelow(null)} disabled={!canAdd} />
      }
    >
      {toolbar}
      {children(edits)}
      {open && 'form' in open && form(open.form, close)}
      {open && 'move' in open && moveDialog(open.move, close)}
      {open && 'remove' in open && (
        <DeleteConfirm
          title={remove.title}
          message={remove.message(open.remove)}
          confirmLabel={null}
          successText={null}
          mutation={remove.mutation}
          variables={open.remove.id}
          onClose={close}
        />
      )}
    </AdminPage>
  );
}
