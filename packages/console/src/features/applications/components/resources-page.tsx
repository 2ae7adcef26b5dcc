import {
  ADMIN_RESOURCE_TYPES,
  type AdminResourceNode,
  type AdminResourceType,
} from '@portico/sdk/contract';
import { useState } from 'react';
import { Button, Icon, Table, type Column } from '@portico/elements/ui';
import { TreeAdminPage, type TreeEdits } from '../../../components/admin/tree-admin-page';
import { TreeRowActions } from '../../../components/admin/tree-row-actions';
import { useT } from '../../../lib/use-t';
import { useAdminApps } from '../api/apps';
import { AppSelect, useChosenApp } from './app-select';
import { useResourceChanges, useResourceTree } from '../api/resources';
import { flattenTree, type FlatNode } from '../resource-tree';
import { MoveResourceDialog, ResourceFormDialog } from './resource-dialogs';

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

  const columns = (edits: TreeEdits<AdminResourceNode>): Column<FlatNode>[] => [
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
        <TreeRowActions
          labels={{
            move: t('applications.resources.moveOne', { name: node.name }),
            addBelow: t('applications.resources.addChildOf', { name: node.name }),
            edit: t('applications.resources.editOne', { name: node.name }),
            remove: t('applications.resources.deleteOne', { name: node.name }),
          }}
          onMove={() => edits.move(node)}
          onAddBelow={() => edits.addBelow(node)}
          onEdit={() => edits.edit(node)}
          onRemove={() => edits.remove(node)}
        />
      ),
    },
  ];

  return (
    <TreeAdminPage<AdminResourceNode>
      title={t('applications.resources.title')}
      subtitle={t('applications.resources.hint')}
      addLabel={t('applications.resources.add')}
      canAdd={Boolean(appCode)}
      toolbar={
        <div className="flex flex-wrap items-center gap-3">
          <AppSelect apps={apps.data} value={appCode} onChange={setAppCode} />
          <div
            role="radiogroup"
            aria-label={t('applications.resources.type')}
            className="flex gap-1"
          >
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
      }
      form={(target, close) => (
        <ResourceFormDialog
          appCode={appCode}
          type={type}
          parent={target.parent}
          resource={target.node}
          onClose={close}
        />
      )}
      moveDialog={(node, close) => (
        <MoveResourceDialog tree={tree.data ?? []} resource={node} onClose={close} />
      )}
      remove={{
        title: t('applications.resources.deleteTitle'),
        message: (node) => t('applications.resources.deleteConfirm', { name: node.name }),
        mutation: remove,
      }}
    >
      {(edits) => (
        <Table
          density="compact"
          label={t('applications.resources.title')}
          columns={columns(edits)}
          rows={flattenTree(tree.data ?? [])}
          rowKey={({ node }) => node.id}
          loading={tree.isFetching || apps.isFetching}
          error={apps.isError ? apps.error.message : tree.isError ? tree.error.message : null}
          emptyText={t('applications.resources.empty')}
        />
      )}
    </TreeAdminPage>
  );
}
