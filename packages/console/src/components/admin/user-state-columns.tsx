import { Badge } from '@portico/elements/ui';
import type { TextKey } from '../../texts/catalogue';
import type { AdminUser } from '@portico/sdk/contract';
import type { Column } from '@portico/elements/ui';
import { EllipsisText } from '../ui/ellipsis-text';
import { EnabledBadge } from './enabled-badge';

type T = (key: TextKey, params?: Record<string, string | number>) => string;

/**
 * The columns every user table shows after the code and name (product.md §3 "User"):
 * department, mobile, e-mail, account status and lock status. The user list and a department's
 * users both use them, so the two read the same.
 */
export function userStateColumns(t: T): Column<AdminUser>[] {
  return [
    {
      key: 'deptName',
      header: t('field.user.depart'),
      cell: (u) => <EllipsisText text={u.deptName} />,
    },
    {
      key: 'mobile',
      header: t('field.user.mobile'),
      width: '6.5rem',
      cell: (u) => <EllipsisText text={u.mobile} />,
    },
    {
      key: 'email',
      header: t('field.user.email'),
      cell: (u) => <EllipsisText text={u.email} />,
    },
    {
      key: 'status',
      header: t('field.user.accountStatus'),
      width: '5rem',
      cell: (u) => <EnabledBadge status={u.status} />,
    },
    {
      key: 'locked',
      header: t('field.user.lockStatus'),
      width: '5rem',
      cell: (u) =>
        u.locked === 'T' ? (
          <Badge tone="warning">{t('common.locked')}</Badge>
        ) : (
          <span className="text-slate-500">{t('common.unlocked')}</span>
        ),
    },
  ];
}
