import type { MessageKey } from '@portico/sdk';
import type { AdminUser } from '@portico/sdk/contract';
import type { Column } from '../ui/data-table/data-table';
import { EllipsisText } from '../ui/ellipsis-text';
import { StatusBadge } from './status-badge';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The columns every user table shows after the code and name (product.md §3 "User"):
 * department, mobile, e-mail, account status and lock status. The user list and a department's
 * users both use them, so the two read the same.
 */
export function userStateColumns(t: T): Column<AdminUser>[] {
  return [
    {
      key: 'deptName',
      title: t('field.user.depart'),
      render: (u) => <EllipsisText text={u.deptName} />,
    },
    {
      key: 'mobile',
      title: t('field.user.mobile'),
      width: '6.5rem',
      render: (u) => <EllipsisText text={u.mobile} />,
    },
    {
      key: 'email',
      title: t('field.user.email'),
      render: (u) => <EllipsisText text={u.email} />,
    },
    {
      key: 'status',
      title: t('field.user.accountStatus'),
      width: '5rem',
      render: (u) => (
        <StatusBadge tone={u.status === 'enabled' ? 'green' : 'red'}>
          {t(u.status === 'enabled' ? 'common.enabled' : 'common.disabled')}
        </StatusBadge>
      ),
    },
    {
      key: 'locked',
      title: t('field.user.lockStatus'),
      width: '5rem',
      render: (u) =>
        u.locked === 'T' ? (
          <StatusBadge tone="amber">{t('common.locked')}</StatusBadge>
        ) : (
          <span className="text-slate-500">{t('common.unlocked')}</span>
        ),
    },
  ];
}
