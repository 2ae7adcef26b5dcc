import type { AdminMenuNode, MenuMoveRequest } from '@portico/sdk/contract';
import { useState, type DragEvent } from 'react';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { TreeAdminPage } from '../../../components/admin/tree-admin-page';
import { TreeRowActions } from '../../../components/admin/tree-row-actions';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { AppSelect, useAdminApps, useChosenApp } from '../../applications';
import { useMenuChanges, useMenuTree } from '../api/menus';
import { menuLabel } from '../menu-label';
import { dropMove, menuRows, stepMove, type MenuRow } from '../menu-order';
import { MenuFormDialog, MoveMenuDialog } from './menu-dialogs';

/**
 * /apply/menu-list (product.md §3 "Menu", beside §2.5's resource trees): an application's MENU
 * tree. Platform administrators add, edit and delete menus, and reorder them by dragging a row
 * onto another (before it in its upper half, after it in its lower half) or, without a mouse,
 * with Up, Down and Move.
 */
export function MenusPage() {
  const t = useT();
  const apps = useAdminApps();
  const [appCode, setAppCode] = useChosenApp(apps.data);
  const tree = useMenuTree(appCode);
  const { move, remove } = useMenuChanges();
  const toasts = useMutationToasts();
  const [dragged, setDragged] = useState<MenuRow | null>(null);
  const [over, setOver] = useState<{ id: string; after: boolean } | null>(null);
  const rows = menuRows(tree.data ?? []);

  const moveTo = (request: MenuMoveRequest | null, title: string) => {
    if (request) move.mutate(request, toasts.done(undefined, t('menus.moved', { title })));
  };
  const lowerHalf = (event: DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY > box.top + box.height / 2;
  };

  return (
    <TreeAdminPage<AdminMenuNode>
      title={t('menus.title')}
      subtitle={t('menus.hint')}
      addLabel={t('menus.add')}
      canAdd={Boolean(appCode)}
      toolbar={
        <>
          <AppSelect apps={apps.data} value={appCode} onChange={setAppCode} />
          {(apps.isError || tree.isError) && (
            <p role="alert" className="text-xs text-red-600">
              {apps.error?.message ?? tree.error?.message}
            </p>
          )}
        </>
      }
      form={(target, close) => (
        <MenuFormDialog
          appCode={appCode}
          parent={target.parent}
          menu={target.node}
          onClose={close}
        />
      )}
      moveDialog={(node, close) => (
        <MoveMenuDialog tree={tree.data ?? []} menu={node} onClose={close} />
      )}
      remove={{
        title: t('menus.deleteTitle'),
        message: (node) => t('menus.deleteConfirm', { title: menuLabel(node) }),
        mutation: remove,
      }}
    >
      {(edits) => (
        <section
          aria-label={t('menus.title')}
          aria-busy={tree.isFetching || move.isPending || undefined}
          className="rounded border border-slate-200 bg-white"
        >
          {rows.length === 0 && !tree.isFetching && (
            <p className="p-4 text-center text-xs text-slate-500">{t('menus.empty')}</p>
          )}
          <ol className="divide-y divide-slate-100">
            {rows.map((row) => {
              const { node } = row;
              const target = over?.id === node.id ? over : null;
              return (
                <li
                  key={node.id}
                  data-menu-row={node.identity}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', node.identity);
                    setDragged(row);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  onDragOver={(event) => {
                    if (!dragged) return;
                    event.preventDefault();
                    setOver({ id: node.id, after: lowerHalf(event) });
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged)
                      moveTo(dropMove(dragged, row, lowerHalf(event)), menuLabel(dragged.node));
                    setDragged(null);
                    setOver(null);
                  }}
                  className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 text-xs ${
                    target
                      ? target.after
                        ? 'border-b-2 border-b-brand-500'
                        : 'border-t-2 border-t-brand-500'
                      : ''
                  } ${dragged?.node.id === node.id ? 'opacity-50' : ''}`}
                >
                  <span
                    className="flex min-w-0 flex-1 items-center gap-1.5"
                    style={{ paddingLeft: `${row.depth * 1.25}rem` }}
                  >
                    <span
                      aria-hidden="true"
                      title={t('menus.dragOne', { title: menuLabel(node) })}
                      className="cursor-grab text-slate-400 select-none"
                    >
                      ⋮⋮
                    </span>
                    <Icon
                      name={node.children.length ? 'folder' : 'list'}
                      className="size-3.5 shrink-0 text-slate-400"
                    />
                    <span className="font-medium text-slate-800" data-menu-title>
                      {menuLabel(node)}
                    </span>
                    <code className="text-[11px] text-slate-500">{node.identity}</code>
                  </span>
                  <span className="w-32 shrink-0 text-slate-600">
                    {t(`menus.winType.${node.winType}`)}
                  </span>
                  <span
                    className="w-56 min-w-0 shrink-0 truncate text-slate-600"
                    title={node.link ?? node.path ?? ''}
                  >
                    <code translate="no">{node.link ?? node.path ?? '—'}</code>
                  </span>
                  <TreeRowActions
                    up={{
                      label: t('menus.upOne', { title: menuLabel(node) }),
                      onClick: () => moveTo(stepMove(row, -1), menuLabel(node)),
                      disabled: row.index === 0 || move.isPending,
                    }}
                    down={{
                      label: t('menus.downOne', { title: menuLabel(node) }),
                      onClick: () => moveTo(stepMove(row, 1), menuLabel(node)),
                      disabled: row.index === row.siblings - 1 || move.isPending,
                    }}
                    labels={{
                      move: t('menus.moveOne', { title: menuLabel(node) }),
                      addBelow: t('menus.addChildOf', { title: menuLabel(node) }),
                      edit: t('menus.editOne', { title: menuLabel(node) }),
                      remove: t('menus.deleteOne', { title: menuLabel(node) }),
                    }}
                    onMove={() => edits.move(node)}
                    onAddBelow={() => edits.addBelow(node)}
                    onEdit={() => edits.edit(node)}
                    onRemove={() => edits.remove(node)}
                  />
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </TreeAdminPage>
  );
}
