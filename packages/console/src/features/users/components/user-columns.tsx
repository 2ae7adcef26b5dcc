import type { TextKey } from '../../../texts/catalogue';
import type { AdminUser } from '@portico/sdk/contract';
import { Button } from '@portico/elements/ui';
import { userStateColumns } from '../../../components/admin/user-state-columns';
import type { Column } from '@portico/elements/ui';
import { actionsColumn, EditAction, ToggleAction } from '../../../components/admin/row-actions';
import { IconButton } from '../../../components/ui/icon-button';
import { EllipsisText } from '../../../components/ui/ellipsis-text';

type T = (key: TextKey, params?: Record<string, string | number>) => string;

export interface UserRowActions {
  showUnit: boolean;
  busyState: (user: AdminUser) => boolean;
  busyUnlock: (user: AdminUser) => boolean;
  /** Row selection for batch permissions: the chosen ids and how to change them. */
  selected: ReadonlySet<string>;
  onSelect: (users: readonly AdminUser[], on: boolean) => void;
  rows: readonly AdminUser[];
  onEdit: (user: AdminUser) => void;
  onToggle: (user: AdminUser) => void;
  onUnlock: (user: AdminUser) => void;
  onLock: (user: AdminUser) => void;
  onReset: (user: AdminUser) => void;
  onAuth: (user: AdminUser) => void;
}

/** The columns of the user lists, with the row actions. */
export function userColumns(t: T, actions: UserRowActions): Column<AdminUser>[] {
  const allOnPage =
    actions.rows.length > 0 && actions.rows.every((u) => actions.selected.has(u.id));
  const columns: (Column<AdminUser> | null)[] = [
    {
      key: 'select',
      width: '2rem',
      header: (
        <input
          type="checkbox"
          aria-label={t('users.batch.selectPage')}
          checked={allOnPage}
          disabled={actions.rows.length === 0}
          onChange={(event) => actions.onSelect(actions.rows, event.target.checked)}
        />
      ),
      cell: (u) => (
        <input
          type="checkbox"
          aria-label={t('users.batch.selectOne', { code: u.userCode })}
          checked={actions.selected.has(u.id)}
          onChange={(event) => actions.onSelect([u], event.target.checked)}
        />
      ),
    },
    {
      key: 'userCode',
      header: t('field.user.userCode'),
      width: '7rem',
      cell: (u) => <EllipsisText text={u.userCode} />,
    },
    {
      key: 'name',
      header: t('field.user.name'),
      width: '7rem',
      cell: (u) => <EllipsisText text={u.name} />,
    },
    actions.showUnit
      ? {
          key: 'unitCode',
          header: t('users.unit'),
          cell: (u) => <EllipsisText text={`${u.unitCode} ${u.unitName}`} />,
        }
      : null,
    ...userStateColumns(t),
    // A server without second factors names none: no column rather than a wrong "none".
    actions.rows.some((u) => u.factors !== undefined)
      ? {
          key: 'mfa',
          header: t('users.mfa.column'),
          width: '8rem',
          cell: (u) => {
            const factors = u.factors ?? [];
            return (
              <span data-testid="user-factors" className="text-xs">
                {factors.length
                  ? factors.map((factor) => t(`mfa.admin.factor.${factor}`)).join(', ')
                  : t('users.mfa.none')}
              </span>
            );
          },
        }
      : null,
    {
      key: 'expireTime',
      header: t('field.user.expireTime'),
      width: '6.5rem',
      cell: (u) => u.expireTime?.slice(0, 10) ?? '—',
    },
    actionsColumn(t('common.operation'), '12rem', (u) => (
      <>
        <EditAction
          label={t('users.editOne', { code: u.userCode })}
          onClick={() => actions.onEdit(u)}
        />
        <ToggleAction
          enabled={u.status === 'enabled'}
          label={t(u.status === 'enabled' ? 'users.disableOne' : 'users.enableOne', {
            code: u.userCode,
          })}
          loading={actions.busyState(u)}
          onClick={() => actions.onToggle(u)}
        />
        <IconButton
          icon="refresh"
          label={t('users.resetPasswordOne', { code: u.userCode })}
          onClick={() => actions.onReset(u)}
        />
        <IconButton
          icon="sliders"
          label={t('users.authOne', { code: u.userCode })}
          onClick={() => actions.onAuth(u)}
        />
        {u.locked === 'T' ? (
          <Button
            variant="link"
            aria-label={t('users.unlockOne', { code: u.userCode })}
            loading={actions.busyUnlock(u)}
            onClick={() => actions.onUnlock(u)}
          >
            {t('common.unlock')}
          </Button>
        ) : (
          <Button
            variant="link"
            aria-label={t('users.lockOne', { code: u.userCode })}
            onClick={() => actions.onLock(u)}
          >
            {t('users.lock')}
          </Button>
        )}
      </>
    )),
  ];
  return columns.filter((c): c is Column<AdminUser> => c !== null);
}
