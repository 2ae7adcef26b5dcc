import { Badge } from '@portico/elements/ui';
import type { AdminRole } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { PagedTable } from '../../../components/admin/paged-table';
import {
  actionsColumn,
  AddButton,
  DeleteAction,
  EditAction,
} from '../../../components/admin/row-actions';
import { useSessionUnit } from '../../../components/admin/session-unit';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { IconButton } from '../../../components/ui/icon-button';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { selectItem, textItem } from '../../../components/ui/search-bar/search-items';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import {
  fetchRoles,
  fetchRolesOfAllUnits,
  ROLE_LIST_KEY,
  roleGroupsQueryOptions,
  useDeleteRole,
  useMoveRole,
} from '../api/roles';
import { RoleAuthDialog } from './role-auth-dialog';
import { RoleDepartmentsDialog } from './role-departments-dialog';
import { RoleDispatchDialog } from './role-dispatch-dialog';
import { RoleFormDialog } from './role-form-dialog';
import { RoleUsersDialog } from './role-users-dialog';

type Filters = { keyword: string; roleGroup: string; unitId: string };

/**
 * /role/admin-roles (admin: the roles of any unit in scope, chosen in the search bar) and
 * /role/roleList (normal: the session unit's roles): add (from a template), edit (child roles,
 * template mark), order, group filter, delete, permissions, dispatch to hotels, departments, users.
 */
export function RoleListPage({ pageType }: { pageType: 'admin' | 'normal' }) {
  const t = useT();
  const sessionUnit = useSessionUnit();
  const form = useSearchForm({ keyword: '', roleGroup: '' });
  const [unit, setUnit] = useState<ChosenOrg | null>(null);
  const list = usePagedList<AdminRole, Filters>({
    queryKey: ROLE_LIST_KEY,
    fetchPage: pageType === 'admin' ? fetchRolesOfAllUnits : fetchRoles,
    initialFilters: { keyword: '', roleGroup: '', unitId: '' },
  });
  const [editing, setEditing] = useState<AdminRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRole | null>(null);
  const [authorizing, setAuthorizing] = useState<AdminRole | null>(null);
  const [assigning, setAssigning] = useState<AdminRole | null>(null);
  const [dispatching, setDispatching] = useState<AdminRole | null>(null);
  const [departing, setDeparting] = useState<AdminRole | null>(null);
  const remove = useDeleteRole();
  const move = useMoveRole();
  const unitId = pageType === 'admin' ? (unit?.id ?? '') : '';
  const groups = useQuery(roleGroupsQueryOptions(unitId));
  // The unit the list shows: a dispatched role is given to this unit's users and departments.
  const listedUnit = list.filters.unitId || sessionUnit?.id || '';
  const moveRole = (role: AdminRole, direction: 'up' | 'down') =>
    move.mutate({ id: role.id, direction }, { onError: (error) => notify(error.message, 'error') });

  const columns: Column<AdminRole>[] = [
    { key: 'code', header: t('field.role.code'), width: '9rem' },
    {
      key: 'descript',
      header: t('field.role.descript'),
      cell: (role) => (
        <span className="flex items-center gap-1.5">
          {role.descript}
          {role.dispatched && <Badge tone="info">{t('roles.dispatched')}</Badge>}
          {role.isTemplate === 'T' && <Badge tone="warning">{t('field.role.template')}</Badge>}
        </span>
      ),
    },
    { key: 'unitCode', header: t('roles.unit'), width: '7rem' },
    {
      key: 'roleGroup',
      header: t('field.role.group'),
      width: '8rem',
      cell: (r) => r.roleGroup ?? '—',
    },
    {
      key: 'sort',
      header: t('field.role.order'),
      width: '7rem',
      cell: (role) => (
        <span className="flex items-center justify-end gap-0.5">
          <span className="mr-1 tabular-nums">{role.sort}</span>
          <IconButton
            icon="chevronUp"
            label={t('roleAdmin.moveUp', { code: role.code })}
            disabled={role.dispatched || move.isPending}
            onClick={() => moveRole(role, 'up')}
          />
          <IconButton
            icon="chevronDown"
            label={t('roleAdmin.moveDown', { code: role.code })}
            disabled={role.dispatched || move.isPending}
            onClick={() => moveRole(role, 'down')}
          />
        </span>
      ),
    },
    { key: 'userCount', header: t('roles.userCount'), width: '5rem', align: 'right' },
    actionsColumn(t('common.operation'), '13rem', (role) => (
      <>
        <EditAction
          label={t('roles.editOne', { code: role.code })}
          disabled={role.dispatched}
          onClick={() => setEditing(role)}
        />
        <IconButton
          icon="sliders"
          label={t('roles.authOne', { code: role.code })}
          disabled={role.dispatched}
          onClick={() => setAuthorizing(role)}
        />
        <IconButton
          icon="building"
          label={t('roleAdmin.dispatchOne', { code: role.code })}
          disabled={role.dispatched}
          onClick={() => setDispatching(role)}
        />
        <IconButton
          icon="folder"
          label={`${t('roleAdmin.departmentsTab')}: ${role.code}`}
          onClick={() => setDeparting(role)}
        />
        <IconButton
          icon="users"
          label={t('roles.assignOne', { code: role.code })}
          onClick={() => setAssigning(role)}
        />
        <DeleteAction
          label={t('roles.deleteOne', { code: role.code })}
          disabled={role.dispatched}
          loading={remove.isPending && remove.variables === role.id}
          onClick={() => setDeleting(role)}
        />
      </>
    )),
  ];
  const title = t(pageType === 'admin' ? 'route.role.adminRoles' : 'route.role.roleList');

  return (
    <AdminPage
      title={title}
      actions={<AddButton label={t('roles.add')} onClick={() => setEditing('new')} />}
    >
      <SearchBar
        label={t('roles.search')}
        loading={list.fetching}
        onQuery={() => list.search({ ...form.draft, unitId })}
        onClear={() => {
          const blank = form.reset();
          setUnit(null);
          list.search({ ...blank, unitId: '' });
        }}
        items={[
          textItem(form, 'keyword', t('roles.keyword'), t('roles.keywordHint')),
          selectItem(form, 'roleGroup', t('field.role.group'), [
            { value: '', label: t('roleAdmin.allGroups') },
            ...(groups.data ?? []).map((group) => ({ value: group, label: group })),
          ]),
          ...(pageType === 'admin'
            ? [
                {
                  key: 'unit',
                  label: t('roles.unit'),
                  control: <OrgChooserField kind="unit" value={unit} onChange={setUnit} />,
                },
              ]
            : []),
        ]}
      />
      <PagedTable label={title} columns={columns} rowKey={(role) => role.id} list={list} />
      {editing && (
        <RoleFormDialog
          role={editing === 'new' ? undefined : editing}
          unitId={list.filters.unitId || sessionUnit?.id}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('roles.deleteTitle')}
          message={t('roles.confirmDelete', { code: deleting.code, name: deleting.descript })}
          mutation={remove}
          variables={deleting.id}
          successText={t('roles.deleted', { code: deleting.code })}
          onClose={() => setDeleting(null)}
        />
      )}
      {authorizing && <RoleAuthDialog role={authorizing} onClose={() => setAuthorizing(null)} />}
      {assigning && (
        <RoleUsersDialog
          role={assigning}
          unitId={assigning.dispatched ? listedUnit : assigning.unitId}
          onClose={() => setAssigning(null)}
        />
      )}
      {dispatching && (
        <RoleDispatchDialog role={dispatching} onClose={() => setDispatching(null)} />
      )}
      {departing && (
        <RoleDepartmentsDialog
          role={departing}
          unitId={departing.dispatched ? listedUnit : departing.unitId}
          onClose={() => setDeparting(null)}
        />
      )}
    </AdminPage>
  );
}
