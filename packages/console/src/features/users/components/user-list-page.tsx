import { USER_STATUS_VALUES, type AdminUser, type UserListStatistic } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button, Icon } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { PagedTable } from '../../../components/admin/paged-table';
import { AddButton } from '../../../components/admin/row-actions';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { selectItem, textItem } from '../../../components/ui/search-bar/search-items';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { useT } from '../../../lib/use-t';
import { fetchUsers, USER_LIST_KEY, useLockUser, useUnlockUser, useUserState } from '../api/users';
import { BatchAuthDialog } from './batch-auth-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserAuthDialog } from './user-auth-dialog';
import { userColumns } from './user-columns';
import { UserFormDialog } from './user-form-dialog';

type Filters = { keyword: string; status: string; locked: string; unitId: string };

export type UserListScope = 'all' | 'unit';

/**
 * /user/user-list (every unit of the caller's scope) and /user/unit-user-list (the session unit):
 * search, add, edit, enable/disable, lock/unlock, reset password, the user's permissions and
 * batch permissions for the selected users.
 */
export function UserListPage({ scope }: { scope: UserListScope }) {
  const t = useT();
  const toasts = useMutationToasts();
  const sessionUnit = useSessionUnit();
  const fixedUnitId = scope === 'unit' ? (sessionUnit?.id ?? '') : '';
  const form = useSearchForm({ keyword: '', status: '', locked: '' });
  const [unit, setUnit] = useState<ChosenOrg | null>(null);
  const list = usePagedList<AdminUser, Filters>({
    queryKey: USER_LIST_KEY,
    fetchPage: fetchUsers,
    initialFilters: { keyword: '', status: '', locked: '', unitId: fixedUnitId },
    enabled: scope === 'all' || !!fixedUnitId,
  });
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [authorizing, setAuthorizing] = useState<AdminUser | null>(null);
  const [locking, setLocking] = useState<AdminUser | null>(null);
  // Selected users by id, kept across pages and searches until the batch is saved.
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminUser>>(new Map());
  const [batch, setBatch] = useState(false);
  const state = useUserState();
  const unlock = useUnlockUser();
  const lock = useLockUser();
  const statistic = list.statistic as UserListStatistic | undefined;

  const query = () => list.search({ ...form.draft, unitId: fixedUnitId || unit?.id || '' });
  const changeState = (user: AdminUser, status: 'enabled' | 'disabled') =>
    state.mutate(
      { id: user.id, status },
      toasts.done(
        () => setDisabling(null),
        t(status === 'enabled' ? 'users.enabledDone' : 'users.disabledDone', {
          code: user.userCode,
        }),
      ),
    );
  const unlockUser = (user: AdminUser) =>
    unlock.mutate(user.id, toasts.done(undefined, t('users.unlocked', { code: user.userCode })));

  const lockUser = (user: AdminUser) =>
    lock.mutate(
      user.id,
      toasts.done(() => setLocking(null), t('users.lockedDone', { code: user.userCode })),
    );
  const select = (users: readonly AdminUser[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const user of users) {
        if (on) next.set(user.id, user);
        else next.delete(user.id);
      }
      return next;
    });

  const columns = userColumns(t, {
    rows: list.rows,
    selected: new Set(selected.keys()),
    onSelect: select,
    onLock: setLocking,
    showUnit: scope === 'all',
    busyState: (user) => state.isPending && state.variables?.id === user.id,
    busyUnlock: (user) => unlock.isPending && unlock.variables === user.id,
    onEdit: setEditing,
    onToggle: (user) =>
      user.status === 'enabled' ? setDisabling(user) : changeState(user, 'enabled'),
    onUnlock: unlockUser,
    onReset: setResetting,
    onAuth: setAuthorizing,
  });
  const title = t(scope === 'all' ? 'route.user.userList' : 'route.user.unitUserList');

  return (
    <AdminPage
      title={title}
      subtitle={
        statistic
          ? t('users.statistic', {
              enabled: statistic.enabled,
              disabled: statistic.disabled,
              locked: statistic.locked,
            })
          : undefined
      }
      actions={
        <>
          <Button disabled={selected.size === 0} onClick={() => setBatch(true)}>
            <Icon name="sliders" className="size-3.5" />
            {t('users.batch.open', { count: selected.size })}
          </Button>
          <AddButton label={t('users.add')} onClick={() => setEditing('new')} />
        </>
      }
    >
      <SearchBar
        label={t('users.search')}
        loading={list.fetching}
        onQuery={query}
        onClear={() => {
          const blank = form.reset();
          setUnit(null);
          list.search({ ...blank, unitId: fixedUnitId });
        }}
        items={[
          textItem(form, 'keyword', t('users.keyword'), t('users.keywordHint')),
          selectItem(form, 'status', t('field.user.accountStatus'), [
            { value: '', label: t('common.all') },
            ...USER_STATUS_VALUES.map((value) => ({
              value,
              label: t(value === 'enabled' ? 'common.enabled' : 'common.disabled'),
            })),
          ]),
          selectItem(form, 'locked', t('field.user.lockStatus'), [
            { value: '', label: t('common.all') },
            { value: 'T', label: t('common.locked') },
            { value: 'F', label: t('common.unlocked') },
          ]),
          ...(scope === 'all'
            ? [
                {
                  key: 'unit',
                  label: t('users.unit'),
                  control: <OrgChooserField kind="unit" value={unit} onChange={setUnit} />,
                },
              ]
            : []),
        ]}
      />
      <PagedTable
        label={title}
        columns={columns}
        rowKey={(user) => user.id}
        list={list}
        layout="fixed"
      />
      {editing && (
        <UserFormDialog
          userId={editing === 'new' ? undefined : editing.id}
          unit={scope === 'all' ? (unit ?? sessionUnit) : sessionUnit}
          unitFixed={scope === 'unit'}
          onClose={() => setEditing(null)}
        />
      )}
      {disabling && (
        <ConfirmDialog
          title={t('users.disableTitle')}
          message={t('users.confirmDisable', { code: disabling.userCode, name: disabling.name })}
          confirmLabel={t('users.disable')}
          danger
          loading={state.isPending}
          onConfirm={() => changeState(disabling, 'disabled')}
          onClose={() => setDisabling(null)}
        />
      )}
      {locking && (
        <ConfirmDialog
          title={t('users.lockTitle')}
          message={t('users.confirmLock', { code: locking.userCode, name: locking.name })}
          confirmLabel={t('users.lock')}
          danger
          loading={lock.isPending}
          onConfirm={() => lockUser(locking)}
          onClose={() => setLocking(null)}
        />
      )}
      {batch && (
        <BatchAuthDialog
          users={[...selected.values()]}
          onClose={() => setBatch(false)}
          onSaved={() => {
            setBatch(false);
            setSelected(new Map());
          }}
        />
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      {authorizing && <UserAuthDialog user={authorizing} onClose={() => setAuthorizing(null)} />}
    </AdminPage>
  );
}
