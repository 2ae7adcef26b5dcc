import type { AdminRole } from '@portico/sdk/contract';
import { AuthEditDialog } from '../../../components/admin/auth-tree/auth-edit-dialog';
import { useT } from '../../../lib/use-t';
import { fetchRoleAuthTree, roleAuthKey, useSaveRoleAuth } from '../api/roles';

/** A role's menu, operation-object and report permissions per app (product.md §6). */
export function RoleAuthDialog({ role, onClose }: { role: AdminRole; onClose: () => void }) {
  const t = useT();
  const save = useSaveRoleAuth();
  return (
    <AuthEditDialog
      title={t('roles.authOf', { code: role.code, name: role.descript })}
      trees={{
        unitId: role.unitId,
        queryKey: roleAuthKey(role.id),
        fetchTree: (appCode, kind) => fetchRoleAuthTree(role.id, appCode, kind),
      }}
      saveAll={async (edits) => {
        for (const edit of edits.values()) {
          await save.mutateAsync({
            id: role.id,
            appCode: edit.appCode,
            kind: edit.kind,
            ids: edit.ids,
          });
        }
      }}
      saving={save.isPending}
      savedMessage={t('roles.authSaved', { code: role.code })}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
