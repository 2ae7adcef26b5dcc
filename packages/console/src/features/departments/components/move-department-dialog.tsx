import { useMemo, useState } from 'react';
import { Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { toastOutcome } from '../../../components/admin/choice-dialog';
import { ConfirmFooter } from '../../../components/admin/confirm-footer';
import { useT } from '../../../lib/use-t';
import { useDepartmentChanges } from '../api/department-changes';
import { ancestorsOf, subtreeIds, type FlatNode, type FlatTree } from '../tree/flat-tree';
import { DepartmentTree } from './department-tree';

/**
 * Moves a department below another one of the unit, or to the top level (the unit). Its own
 * subtree cannot be chosen (the server refuses such a cycle as well).
 */
export function MoveDepartmentDialog({
  tree,
  department,
  onClose,
  onMoved,
}: {
  tree: FlatTree;
  department: FlatNode;
  onClose: () => void;
  /** The new parent, so the page can open it and keep the moved department in sight. */
  onMoved?: (parentId: string) => void;
}) {
  const t = useT();
  const { move } = useDepartmentChanges();
  const blocked = useMemo(() => subtreeIds(tree, department.id), [tree, department.id]);
  const [target, setTarget] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(
    () => new Set([tree.rootId, ...ancestorsOf(tree, department.id)]),
  );
  const targetNode = target ? tree.nodes.get(target) : null;
  const unchanged = target === department.parentId;
  return (
    <Modal
      title={t('departs.moveTitle', { name: department.name })}
      width={MODAL_WIDTH.form}
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={t('departs.move')}
          disabled={!target || unchanged}
          busy={move.isPending}
          onConfirm={() =>
            move.mutate(
              { id: department.id, parentId: target! },
              toastOutcome(
                t('departs.moved', { name: department.name, parent: targetNode?.name ?? '' }),
                () => {
                  onMoved?.(target!);
                  onClose();
                },
              ),
            )
          }
          onCancel={onClose}
        />
      }
    >
      <p className="mb-2 text-xs text-slate-600" aria-live="polite">
        {targetNode ? t('departs.moveTo', { name: targetNode.name }) : t('departs.moveHint')}
      </p>
      <DepartmentTree
        tree={tree}
        expanded={expanded}
        onExpandedChange={setExpanded}
        selectedId={target}
        onSelect={setTarget}
        disabledIds={blocked}
        label={t('departs.moveHint')}
        height={320}
      />
    </Modal>
  );
}
