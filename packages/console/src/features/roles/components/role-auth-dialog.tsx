import type { AdminRole } from '@portico/sdk/contract';
import { useState } from 'react';
import { Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { AuthEditor, type AuthEdits } from '../../../components/admin/auth-tree/auth-editor';
import { SaveCancelFooter } from '../../../components/admin/form-dialog';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fetchRoleAuthTree, roleAuthKey, useSaveRoleAuth } from '../api/roles';

/** A role's menu, operation-object and report permissions per app (product.md §6). */
export function RoleAuthDialog({ role, onClose }: { role: AdminRole; onClose: () => void }) {
  const t = useT();
  const [edits, setEdits] = useState<AuthEdits>(new Map());
  const save = useSaveRoleAuth();
  const submit = async () => {
    try {
      for (const edit of edits.values()) {
        await save.mutateAsync({
          id: role.id,
          appCode: edit.appCode,
          kind: edit.kind,
          ids: edit.ids,
        });
      }
      notify(t('roles.authSaved', { code: role.code }), 'success');
      onClose();
    } catch (failure) {
      notify((failure as Error).message, 'error');
    }
  };
  return (
    <Modal
      title={t('roles.authOf', { code: role.code, name: role.descript })}
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
      <AuthEditor
        unitId={role.unitId}
        queryKey={roleAuthKey(role.id)}
        fetchTree={(appCode, kind) => fetchRoleAuthTree(role.id, appCode, kind)}
        edits={edits}
        onEdit={setEdits}
      />
    </Modal>
  );
}
