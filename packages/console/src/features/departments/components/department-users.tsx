import type { AdminUser } from '@portico/sdk';
import { PagedTable } from '../../../components/admin/paged-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import type { Column } from '../../../components/ui/data-table/data-table';
import { usePagedList } from '../../../components/ui/data-table/use-paged-list';
import { TruncatedText } from '../../../components/ui/truncated-text';
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
    { key: 'userCode', title: t('field.user.userCode'), width: '8rem' },
    { key: 'name', title: t('field.user.name'), width: '9rem' },
    {
      key: 'deptName',
      title: t('field.user.depart'),
      width: '8rem',
      render: (u) => u.deptName ?? '—',
    },
    { key: 'mobile', title: t('field.user.mobile'), width: '8rem', render: (u) => u.mobile ?? '—' },
    {
      key: 'email',
      title: t('field.user.email'),
      render: (u) => <TruncatedText text={u.email} max={22} />,
    },
    {
      key: 'status',
      title: t('field.user.accountStatus'),
      width: '6rem',
      render: (u) => (
        <StatusBadge tone={u.status === 'enabled' ? 'green' : 'red'}>
          {t(u.status === 'enabled' ? 'common.enabled' : 'common.disabled')}
        </StatusBadge>
      ),
    },
    {
      key: 'locked',
      title: t('field.user.lockStatus'),
      width: '6rem',
      render: (u) =>
        u.locked === 'T' ? (
          <StatusBadge tone="amber">{t('common.locked')}</StatusBadge>
        ) : (
          <span className="text-slate-500">{t('common.unlocked')}</span>
        ),
    },
  ];
  return <PagedTable caption={title} columns={columns} rowKey={(u) => u.id} list={list} />;
}
