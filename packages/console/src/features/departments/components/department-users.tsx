import type { AdminUser } from '@portico/sdk/contract';
import { PagedTable } from '../../../components/admin/paged-table';
import { EllipsisText } from '../../../components/ui/ellipsis-text';
import { userStateColumns } from '../../../components/admin/user-state-columns';
import type { Column } from '../../../components/ui/data-table/data-table';
import { usePagedList } from '../../../components/ui/data-table/use-paged-list';
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
      title: t('field.user.userCode'),
      width: '6.5rem',
      render: (u) => <EllipsisText text={u.userCode} />,
    },
    {
      key: 'name',
      title: t('field.user.name'),
      width: '6.5rem',
      render: (u) => <EllipsisText text={u.name} />,
    },
    ...userStateColumns(t),
  ];
  // Beside the tree the panel is narrow: fixed columns cut long values instead of scrolling.
  return (
    <PagedTable caption={title} columns={columns} rowKey={(u) => u.id} list={list} layout="fixed" />
  );
}
