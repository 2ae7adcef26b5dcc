import type { AdminUser, AuthTreeNode } from '@portico/sdk/contract';
import { AuthEditDialog } from '../../../components/admin/auth-tree/auth-edit-dialog';
import { listsByApp } from '../../../components/admin/auth-tree/auth-edits';
import { useT } from '../../../lib/use-t';
import { fetchUserAuthTree, useSaveUserAuthBatch } from '../api/user-auth';
import { USERS_KEY } from '../api/users';

/** The tree to choose from, with nothing ticked: the batch sets, it does not show anyone's grants. */
function blank(nodes: readonly AuthTreeNode[]): AuthTreeNode[] {
  return nodes.map((n) => ({ ...n, checked: false, origins: [], children: blank(n.children) }));
}

/**
 * Batch permissions (api-contract.md §7.4 saveUserAuthInfoBatch): the same menus, operation
 * objects and reports for every selected user, all or none. For each app and kind edited, the
 * ticked set replaces those users' own grants in their home units; grants through roles stay.
 */
export function BatchAuthDialog({
  users,
  onClose,
  onSaved,
}: {
  users: readonly AdminUser[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const save = useSaveUserAuthBatch();
  const first = users[0]!;
  const codes = users.map((u) => u.userCode).join(', ');
  return (
    <AuthEditDialog
      title={t('users.batch.title', { count: users.length })}
      trees={{
        unitId: first.unitId,
        queryKey: [...USERS_KEY, 'auth', 'batch', first.id],
        fetchTree: async (appCode, kind) => blank(await fetchUserAuthTree(first, appCode, kind)),
      }}
      saveAll={async (edits) => {
        for (const [appCode, lists] of listsByApp(edits)) {
          await save.mutateAsync({ userIds: users.map((u) => u.id), appCode, ...lists });
        }
      }}
      saving={save.isPending}
      savedMessage={t('users.batch.saved', { count: users.length })}
      onSaved={onSaved}
      onClose={onClose}
      intro={
        <>
          <p className="mb-1 text-xs text-slate-700">{t('users.batch.who', { codes })}</p>
          <p className="mb-3 text-xs text-amber-700">{t('users.batch.replaces')}</p>
        </>
      }
    />
  );
}
