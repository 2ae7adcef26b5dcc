import type { AdminUser, AuthTreeNode } from '@portico/sdk/contract';
import { useState } from 'react';
import { Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { AuthEditor, type AuthEdits } from '../../../components/admin/auth-tree/auth-editor';
import { SaveCancelFooter } from '../../../components/admin/form-dialog';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fetchUserAuthTree, useSaveUserAuthBatch } from '../api/user-auth';
import { USERS_KEY } from '../api/users';

const LIST_OF = { menu: 'menuIds', OPERATION: 'operationIds', REPORT: 'reportIds' } as const;

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
  const [edits, setEdits] = useState<AuthEdits>(new Map());
  const save = useSaveUserAuthBatch();
  const first = users[0]!;
  const codes = users.map((u) => u.userCode).join(', ');

  const submit = async () => {
    const byApp = new Map<string, Record<string, string[]>>();
    for (const edit of edits.values()) {
      const lists = byApp.get(edit.appCode) ?? {};
      lists[LIST_OF[edit.kind]] = edit.ids;
      byApp.set(edit.appCode, lists);
    }
    try {
      for (const [appCode, lists] of byApp) {
        await save.mutateAsync({ userIds: users.map((u) => u.id), appCode, ...lists });
      }
      notify(t('users.batch.saved', { count: users.length }), 'success');
      onSaved();
    } catch (failure) {
      notify((failure as Error).message, 'error');
    }
  };

  return (
    <Modal
      title={t('users.batch.title', { count: users.length })}
      width={MODAL_WIDTH.other}
      onClose={onClose}
      footer={
        <SaveCancelFooter
          onCancel={onClose}
          saving={save.isPending}
          disabled={edits.size === 0}
          onSave={() => void submit()}
        />
      }
    >
      <p className="mb-1 text-xs text-slate-700">{t('users.batch.who', { codes })}</p>
      <p className="mb-3 text-xs text-amber-700">{t('users.batch.replaces')}</p>
      <AuthEditor
        unitId={first.unitId}
        queryKey={[...USERS_KEY, 'auth', 'batch', first.id]}
        fetchTree={async (appCode, kind) => blank(await fetchUserAuthTree(first, appCode, kind))}
        edits={edits}
        onEdit={setEdits}
      />
    </Modal>
  );
}
