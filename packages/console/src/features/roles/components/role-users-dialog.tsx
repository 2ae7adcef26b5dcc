import type { AdminUser } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button, MODAL_WIDTH } from '@portico/elements/ui';
import { ChoiceDialog, toastOutcome, useChosenIds } from '../../../components/admin/choice-dialog';
import type { Column } from '@portico/elements/ui';
import { PagedTable } from '../../../components/admin/paged-table';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/use-t';
import { fetchUnitUsers, ROLES_KEY, useAssignRoleUsers, useRoleMembers } from '../api/roles';
import type { RoleUnitDialogProps } from './role-unit-dialog';

/**
 * Gives a role to users of a unit (product.md §6 "assign to users"): the unit's users paged
 * with a search, ticked when they hold the role; saving makes the holders exactly those ticked.
 */
export function RoleUsersDialog({ role, unitId, onClose }: RoleUnitDialogProps) {
  const t = useT();
  const members = useRoleMembers(role.id, unitId);
  const { picked, flip } = useChosenIds(members.data?.userIds);
  const [keyword, setKeyword] = useState('');
  const list = usePagedList<AdminUser, { unitId: string; keyword: string }>({
    queryKey: [...ROLES_KEY, 'unit-users'],
    fetchPage: fetchUnitUsers,
    initialFilters: { unitId, keyword: '' },
  });
  const assign = useAssignRoleUsers();
  const columns: Column<AdminUser>[] = [
    {
      key: 'pick',
      header: t('roles.holds', { code: role.code }),
      width: '6rem',
      cell: (u) => (
        <input
          type="checkbox"
          className="size-3.5 accent-brand-600"
          aria-label={`${t('roles.holds', { code: role.code })}: ${u.userCode}`}
          checked={picked.has(u.id)}
          onChange={(event) => flip(u.id, event.target.checked)}
        />
      ),
    },
    { key: 'userCode', header: t('field.user.userCode'), width: '9rem' },
    { key: 'name', header: t('field.user.name') },
    { key: 'deptName', header: t('field.user.depart'), cell: (u) => u.deptName ?? '—' },
  ];
  const save = () =>
    assign.mutate(
      { id: role.id, unitId, userIds: [...picked] },
      toastOutcome(t('roles.assignSaved', { code: role.code }), onClose),
    );
  return (
    <ChoiceDialog
      title={t('roles.assignOf', { code: role.code, name: role.descript })}
      width={MODAL_WIDTH.detail}
      onClose={onClose}
      onSave={save}
      saving={assign.isPending}
      ready={Boolean(members.data)}
      count={picked.size}
    >
      <form
        className="mb-2 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          list.search({ unitId, keyword });
        }}
      >
        <SearchInput
          label={t('users.keyword')}
          placeholder={t('users.keywordHint')}
          value={keyword}
          onChange={setKeyword}
          className="max-w-60"
        />
        <Button type="submit">{t('common.query')}</Button>
      </form>
      <PagedTable
        label={t('roles.assignOf', { code: role.code, name: role.descript })}
        columns={columns}
        rowKey={(u) => u.id}
        // The ticks wait for the holders: the table shows busy, or their failure, until then.
        list={{
          ...list,
          fetching: list.fetching || members.isPending,
          error: list.error ?? members.error?.message ?? null,
        }}
      />
    </ChoiceDialog>
  );
}
