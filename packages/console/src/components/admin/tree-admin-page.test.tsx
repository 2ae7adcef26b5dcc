import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../lib/portico';
import { button, click, render, settle, type Rendered } from '../ui/testing/render';
import type { ConfirmableMutation } from './delete-confirm';
import { TreeAdminPage, type TreeFormTarget } from './tree-admin-page';
import { TreeRowActions } from './tree-row-actions';

type Node = { id: string; name: string };
const NODES: Node[] = [
  { id: 'n1', name: 'First' },
  { id: 'n2', name: 'Second' },
];

let view: Rendered | null = null;
beforeEach(() => portico.i18n.setLocale('en-US'));
afterEach(() => {
  view?.unmount();
  view = null;
});

function Page({
  onForm,
  mutation,
  ordered,
}: {
  onForm: (target: TreeFormTarget<Node>) => void;
  mutation: ConfirmableMutation<string>;
  ordered: boolean;
}) {
  return (
    <TreeAdminPage<Node>
      title="Tree"
      subtitle="The tree"
      addLabel="Add node"
      canAdd
      toolbar={<span>chooser</span>}
      form={(target) => {
        onForm(target);
        return <p data-testid="form">{target.node?.name ?? target.parent?.name ?? 'root'}</p>;
      }}
      moveDialog={(node) => <p data-testid="move">{node.name}</p>}
      remove={{ title: 'Delete node', message: (node) => `Delete ${node.name}?`, mutation }}
    >
      {(edits) => (
        <ul>
          {NODES.map((node, index) => (
            <li key={node.id}>
              <TreeRowActions
                up={
                  ordered
                    ? { label: `Up ${node.name}`, onClick: () => {}, disabled: index === 0 }
                    : undefined
                }
                down={
                  ordered
                    ? { label: `Down ${node.name}`, onClick: () => {}, disabled: index === 1 }
                    : undefined
                }
                labels={{
                  move: `Move ${node.name}`,
                  addBelow: `Add below ${node.name}`,
                  edit: `Edit ${node.name}`,
                  remove: `Delete ${node.name}`,
                }}
                onMove={() => edits.move(node)}
                onAddBelow={() => edits.addBelow(node)}
                onEdit={() => edits.edit(node)}
                onRemove={() => edits.remove(node)}
              />
            </li>
          ))}
        </ul>
      )}
    </TreeAdminPage>
  );
}

const shown = (id: string) => document.body.querySelector(`[data-testid=${id}]`)?.textContent;

describe('TreeAdminPage and TreeRowActions (product.md §2.5 resource trees, §3 menus)', () => {
  it('opens the form at the root, below a node and for a node, and the move dialog', async () => {
    const onForm = vi.fn();
    const mutation = { mutate: vi.fn(), isPending: false };
    view = render(<Page onForm={onForm} mutation={mutation} ordered={false} />);
    const root = view.container;
    expect([...root.querySelectorAll('li:first-child button')].map((b) => b.textContent)).toEqual([
      'Move',
      'Add below',
      'Edit',
      'Delete',
    ]);
    click(button(root, 'Add node'));
    await settle();
    expect(shown('form')).toBe('root');
    expect(onForm).toHaveBeenLastCalledWith({ parent: null });
    click(button(root, 'Add below Second'));
    await settle();
    expect(onForm).toHaveBeenLastCalledWith({ parent: NODES[1] });
    click(button(root, 'Edit First'));
    await settle();
    expect(onForm).toHaveBeenLastCalledWith({ node: NODES[0] });
    click(button(root, 'Move Second'));
    await settle();
    expect(shown('form')).toBeUndefined();
    expect(shown('move')).toBe('Second');
  });

  it('asks before deleting and deletes the node by its id', async () => {
    const mutation = { mutate: vi.fn(), isPending: false };
    view = render(<Page onForm={() => {}} mutation={mutation} ordered={false} />);
    click(button(view.container, 'Delete First'));
    await settle();
    const dialog = document.body.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Delete First?');
    expect(mutation.mutate).not.toHaveBeenCalled();
    click(button(dialog, 'Confirm'));
    expect(mutation.mutate).toHaveBeenCalledWith('n1', expect.anything());
  });

  it('puts Up and Down first for an ordered tree, off at the ends', () => {
    view = render(
      <Page onForm={() => {}} mutation={{ mutate: vi.fn(), isPending: false }} ordered />,
    );
    const first = [...view.container.querySelectorAll<HTMLButtonElement>('li:first-child button')];
    expect(first.map((b) => b.textContent)).toEqual([
      'Up',
      'Down',
      'Move',
      'Add below',
      'Edit',
      'Delete',
    ]);
    expect(button(view.container, 'Up First')!.disabled).toBe(true);
    expect(button(view.container, 'Down First')!.disabled).toBe(false);
    expect(button(view.container, 'Down Second')!.disabled).toBe(true);
  });
});
