import type { AdminUser } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { AuthEditor } from '../../../components/admin/auth-tree/auth-editor';
import { listsByApp, useAuthEdits } from '../../../components/admin/auth-tree/auth-edits';
import { useT } from '../../../lib/use-t';
import { fetchUserAuthTree, userAuthKey, useSaveUserAuth } from '../api/user-auth';
import { DataAuthPanel } from './data-auth-panel';
import { UserTabs, type UserTab } from './user-tabs';

/**
 * A user's own permissions in the home unit (product.md §6): menu, operation-object and report
 * trees per app; grants through roles are shown beside each node and stay the roles'. A second
 * tab holds the custom data permissions, which save one by one.
 */
export function UserAuthDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useT();
  const save = useSaveUserAuth(user.id);
  const [tab, setTab] = useState<UserTab>('functions');

  // One call per app: the lists of the kinds edited in that app replace the user's grants.
  const { edits, setEdits, submit } = useAuthEdits(
    async (all) => {
      for (const [appCode, lists] of listsByApp(all)) {
        await save.mutateAsync({ userId: user.id, unitId: user.unitId, appCode, ...lists });
      }
    },
    t('users.authSaved', { code: user.userCode }),
    onClose,
  );

  return (
    <Modal
      title={t('users.authOf', { code: user.userCode, name: user.name })}
      width={MODAL_WIDTH.other}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>
            {t(tab === 'functions' ? 'common.cancel' : 'common.close')}
          </Button>
          {tab === 'functions' && (
            <Button
              variant="primary"
              loading={save.isPending}
              disabled={edits.size === 0}
              onClick={() => void submit()}
            >
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <UserTabs
        value={tab}
        onChange={setTab}
        panels={[
          {
            tab: 'functions',
            // The trees stay mounted while the data tab shows, so their edits survive a switch.
            keepMounted: true,
            content: (
              <AuthEditor
                unitId={user.unitId}
                queryKey={userAuthKey(user.id)}
                fetchTree={(appCode, kind) => fetchUserAuthTree(user, appCode, kind)}
                edits={edits}
                onEdit={setEdits}
              />
            ),
          },
          { tab: 'data', content: <DataAuthPanel user={user} /> },
        ]}
      />
    </Modal>
  );
}
