import type { AdminUser } from '@portico/sdk/contract';
import { PagedTable } from '../../../components/admin/paged-table';
import { EllipsisText } from '../../../components/ui/ellipsis-text';
import { userStateColumns } from '../../../components/admin/user-state-columns';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { DEPARTMENT_USERS_KEY, fetchDepartmentUsers } from '../api/get-department-users';

/**
 * The users of the selected department (the unit's root: all of its users), paged by 10
 * (api-contract.md §9); read-only here, the user screens act on them.
 */
export function DepartmentUsers({
  unitId,
  departmentId,
  title,
}: {
  unitId: string;
  /** Null: the root (the unit) is selected. */
  departmentId: string | null;
  title: string;
}) {
  const t = useT();
  const list = usePagedList<AdminUser, { unitId: string; departmentId: string }>({
    queryKey: DEPARTMENT_USERS_KEY,
    fetchPage: fetchDepartmentUsers,
    initialFilters: { unitId, departmentId: departmentId ?? '' },
  });
  const columns: Column<AdminUser>[] = [
    {
      key: 'userCode',
      header: t('field.user.userCode'),
      width: '6.5rem',
      cell: (u) => <EllipsisText text={u.userCode} />,
    },
    {
      key: 'name',
      header: t('field.user.name'),
      width: '6.5rem',
      cell: (u) => <EllipsisText text={u.name} />,
    },
    ...userStateColumns(t),
  ];
  // Beside the tree the panel is narrow: fixed columns cut long values instead of scrolling.
  return (
    <PagedTable label={title} columns={columns} rowKey={(u) => u.id} list={list} layout="fixed" />
  );
}
