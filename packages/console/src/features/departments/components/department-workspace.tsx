import { useMemo, useState, type ReactNode } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { IconButton } from '../../../components/ui/icon-button';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useDepartmentChanges } from '../api/department-changes';
import { ancestorsOf, parentIds, type FlatNode, type FlatTree } from '../tree/flat-tree';
import { useTreeSearch } from '../tree/use-tree-search';
import { DepartmentFormDialog } from './department-form-dialog';
import { DepartmentTree } from './department-tree';
import { MoveDepartmentDialog } from './move-department-dialog';

type Editing =
  | { kind: 'add'; parent: FlatNode }
  | { kind: 'edit'; department: FlatNode }
  | { kind: 'move'; department: FlatNode }
  | { kind: 'delete'; department: FlatNode };

/**
 * The tree with its search and toolbar (add, edit, move, delete, expand/collapse all), and the
 * selected node's users beside it. The root is the unit: edit, move and delete are disabled on
 * it, their tooltip saying why ('Unit cannot be edited' / 'Unit cannot be deleted',
 * api-contract.md §8), rather than looking available and failing when clicked.
 */
export function DepartmentWorkspace({
  tree,
  renderUsers,
}: {
  tree: FlatTree;
  renderUsers: (selected: FlatNode) => ReactNode;
}) {
  const t = useT();
  const { remove } = useDepartmentChanges();
  const [selectedId, setSelectedId] = useState(tree.rootId);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set([tree.rootId]));
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const searchable = useMemo(
    () =>
      tree.order.map((id) => {
        const { parentId, code, name } = tree.nodes.get(id)!;
        return { id, parentId, code, name };
      }),
    [tree],
  );
  const result = useTreeSearch(searchable, keyword);
  const only = useMemo(() => (result ? new Set(result.visible) : null), [result]);
  const matches = useMemo(() => (result ? new Set(result.matches) : null), [result]);
  // A refetched tree may have lost the selected department (deleted elsewhere): back to the root.
  const selected = tree.nodes.get(selectedId) ?? tree.nodes.get(tree.rootId)!;

  // A disabled button keeps its name; the reason is its tooltip and description.
  const rootLocked = (reason: 'error.unitCannotEdit' | 'error.unitCannotDelete') =>
    selected.isUnit ? { disabled: true, title: t(reason), 'aria-description': t(reason) } : {};
  const select = (id: string) => {
    setSelectedId(id);
    // Opening the path keeps the selection in sight once the search is cleared.
    setExpanded((current) => new Set([...current, ...ancestorsOf(tree, id)]));
  };

  return (
    <div className="grid min-h-0 flex-1 gap-3 md:grid-cols-[minmax(16rem,22rem)_1fr]">
      <Panel label={t('departs.tree')} className="flex min-h-[24rem] flex-col gap-2">
        <Field label={t('departs.search')} layout="inline">
          <TextInput
            type="search"
            value={keyword}
            placeholder={t('departs.searchHint')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </Field>
        <div
          className="flex items-center gap-0.5 border-b border-slate-100 pb-1.5"
          role="toolbar"
          aria-label={t('departs.actions')}
        >
          <IconButton
            icon="plus"
            label={t('departs.addUnder', { name: selected.name })}
            onClick={() => setEditing({ kind: 'add', parent: selected })}
          />
          <IconButton
            icon="edit"
            label={t('departs.edit')}
            {...rootLocked('error.unitCannotEdit')}
            onClick={() => setEditing({ kind: 'edit', department: selected })}
          />
          <IconButton
            icon="move"
            label={t('departs.move')}
            {...rootLocked('error.unitCannotEdit')}
            onClick={() => setEditing({ kind: 'move', department: selected })}
          />
          <IconButton
            icon="trash"
            tone="danger"
            label={t('common.delete')}
            loading={remove.isPending}
            {...rootLocked('error.unitCannotDelete')}
            onClick={() => setEditing({ kind: 'delete', department: selected })}
          />
          <span className="mx-1 h-4 w-px bg-slate-200" aria-hidden="true" />
          <IconButton
            icon="chevronDown"
            label={t('departs.expandAll')}
            onClick={() => setExpanded(parentIds(tree))}
          />
          <IconButton
            icon="chevronUp"
            label={t('departs.collapseAll')}
            onClick={() => setExpanded(new Set([tree.rootId]))}
          />
          <span className="ml-auto text-[11px] text-slate-500" aria-live="polite">
            {result
              ? result.matches.length
                ? t('departs.matches', { count: result.matches.length })
                : t('departs.noMatch')
              : t('departs.count', { count: tree.order.length - 1 })}
          </span>
        </div>
        <div className="min-h-0 flex-1">
          <DepartmentTree
            tree={tree}
            expanded={expanded}
            onExpandedChange={setExpanded}
            selectedId={selected.id}
            onSelect={select}
            only={only}
            matches={matches}
            label={t('departs.tree')}
          />
        </div>
      </Panel>
      <div className="flex min-h-0 min-w-0 flex-col gap-3">
        <Panel label={t('departs.selected')}>
          <p className="text-sm font-semibold text-slate-800" data-testid="selected-department">
            {selected.isUnit ? `${selected.name} · ${t('field.department.all')}` : selected.name}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            {selected.isUnit
              ? t('departs.rootHint')
              : t('departs.details', {
                  code: selected.code,
                  parent: tree.nodes.get(selected.parentId ?? '')?.name ?? '',
                })}
          </p>
        </Panel>
        {renderUsers(selected)}
      </div>
      {editing?.kind === 'add' && (
        <DepartmentFormDialog
          unitId={tree.rootId}
          parent={editing.parent}
          onClose={() => setEditing(null)}
          onSaved={select}
        />
      )}
      {editing?.kind === 'edit' && (
        <DepartmentFormDialog
          unitId={tree.rootId}
          department={editing.department}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'move' && (
        <MoveDepartmentDialog
          tree={tree}
          department={editing.department}
          onClose={() => setEditing(null)}
          onMoved={(parentId) =>
            setExpanded(
              (current) => new Set([...current, parentId, ...ancestorsOf(tree, parentId)]),
            )
          }
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('departs.deleteTitle')}
          message={t('departs.confirmDelete', { name: editing.department.name })}
          confirmLabel={t('common.delete')}
          danger
          loading={remove.isPending}
          onClose={() => setEditing(null)}
          onConfirm={() => {
            const { department } = editing;
            remove.mutate(department.id, {
              onSuccess: () => {
                notify(t('departs.deleted', { name: department.name }), 'success');
                setSelectedId(department.parentId ?? tree.rootId);
                setEditing(null);
              },
              // api-contract.md §8 fixed message, with the server's reason after it.
              onError: (error) => {
                notify(t('departs.deleteFailed', { reason: error.message }), 'error');
                setEditing(null);
              },
            });
          }}
        />
      )}
    </div>
  );
}
