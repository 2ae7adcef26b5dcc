import {
  ADMIN_RESOURCE_TYPES,
  type AdminResourceNode,
  type AdminResourceType,
} from '@portico/sdk/contract';
import { useState } from 'react';
import { Button, Icon } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import {
  AddButton,
  DeleteAction,
  EditAction,
  RowActions,
} from '../../../components/admin/row-actions';
import { Table, type Column } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { useAdminApps } from '../api/apps';
import { AppSelect, useChosenApp } from './app-select';
import { useResourceChanges, useResourceTree } from '../api/resources';
import { flattenTree, type FlatNode } from '../resource-tree';
import { MoveResourceDialog, ResourceFormDialog } from './resource-dialogs';

type Editing =
  | { mode: 'add'; parent: AdminResourceNode | null }
  | { mode: 'edit'; resource: AdminResourceNode }
  | { mode: 'move'; resource: AdminResourceNode };

/**
 * /apply/resource-list (product.md §2.5, §6): the operation-object and report trees of an
 * application; platform administrators add, edit, move and delete their nodes.
 */
export function ResourcesPage() {
  const t = useT();
  const apps = useAdminApps();
  const [appCode, setAppCode] = useChosenApp(apps.data);
  const [type, setType] = useState<AdminResourceType>('OPERATION');
  const tree = useResourceTree(appCode, type);
  const { remove } = useResourceChanges();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminResourceNode | null>(null);

  const columns: Column<FlatNode>[] = [
    {
      key: 'name',
      header: t('applications.resources.name'),
      cell: ({ node, depth }) => (
        <span className="flex items-center gap-1" style={{ paddingLeft: `${depth * 1.25}rem` }}>
          <Icon
            name={node.children.length ? 'folder' : 'list'}
            className="size-3.5 text-slate-400"
          />
          {node.name}
        </span>
      ),
    },
    { key: 'code', header: t('applications.resources.code'), cell: ({ node }) => node.code },
    {
      key: 'url',
      header: t('applications.resources.url'),
      cell: ({ node }) => <span className="break-all text-slate-600">{node.url ?? '—'}</span>,
    },
    {
      key: 'actions',
      header: t('common.operation'),
      width: '15rem',
      cell: ({ node }) => (
        <RowActions look="link" wrap>
          <Button
            variant="link"
            onClick={() => setEditing({ mode: 'add', parent: node })}
            aria-label={t('applications.resources.addChildOf', { name: node.name })}
          >
            {t('applications.resources.addChild')}
          </Button>
          <EditAction
            label={t('applications.resources.editOne', { name: node.name })}
            onClick={() => setEditing({ mode: 'edit', resource: node })}
          />
          <Button
            variant="link"
            onClick={() => setEditing({ mode: 'move', resource: node })}
            aria-label={t('applications.resources.moveOne', { name: node.name })}
          >
            {t('applications.resources.move')}
          </Button>
          <DeleteAction
            label={t('applications.resources.deleteOne', { name: node.name })}
            onClick={() => setDeleting(node)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('applications.resources.title')}
      subtitle={t('applications.resources.hint')}
      actions={
        <AddButton
          label={t('applications.resources.add')}
          onClick={() => setEditing({ mode: 'add', parent: null })}
          disabled={!appCode}
        />
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <AppSelect apps={apps.data} value={appCode} onChange={setAppCode} />
        <div role="radiogroup" aria-label={t('applications.resources.type')} className="flex gap-1">
          {ADMIN_RESOURCE_TYPES.map((value) => (
            <Button
              key={value}
              role="radio"
              aria-checked={type === value}
              variant={type === value ? 'primary' : 'default'}
              onClick={() => setType(value)}
            >
              {t(`applications.resources.type.${value}`)}
            </Button>
          ))}
        </div>
      </div>
      <Table
        label={t('applications.resources.title')}
        columns={columns}
        rows={flattenTree(tree.data ?? [])}
        rowKey={({ node }) => node.id}
        loading={tree.isFetching || apps.isFetching}
        error={apps.isError ? apps.error.message : tree.isError ? tree.error.message : null}
        emptyText={t('applications.resources.empty')}
      />
      {editing?.mode === 'add' && (
        <ResourceFormDialog
          appCode={appCode}
          type={type}
          parent={editing.parent}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'edit' && (
        <ResourceFormDialog
          appCode={appCode}
          type={type}
          resource={editing.resource}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'move' && (
        <MoveResourceDialog
          tree={tree.data ?? []}
          resource={editing.resource}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('applications.resources.deleteTitle')}
          message={t('applications.resources.deleteConfirm', { name: deleting.name })}
          confirmLabel={null}
          successText={null}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
