import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { DATA_AUTH_SCOPES, type AdminUser, type DataAuthScope } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button } from '@portico/elements/ui';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { Table } from '@portico/elements/ui';
import { ChoiceSelect, Field, Select } from '../../../components/ui/form-controls';
import { IconButton } from '../../../components/ui/icon-button';
import { useT } from '../../../lib/use-t';
import {
  useAuthContents,
  useAuthGroups,
  useDataAuthChanges,
  useUserDataAuths,
} from '../api/user-data-auth';

const SCOPE_LABEL = {
  system: 'users.data.scope.system',
  unit: 'users.data.scope.unit',
  degree: 'users.data.scope.degree',
} as const;

/**
 * A user's custom data permissions in the home unit (product.md §3 "custom data permissions:
 * scope system/unit/degree"; api-contract.md §7.9): the grants, each with its scope changeable
 * and a delete, and a form to grant a group, or one of its contents, at a scope.
 */
export function DataAuthPanel({ user }: { user: AdminUser }) {
  const t = useT();
  const grants = useUserDataAuths(user.id, user.unitId);
  const groups = useAuthGroups(user.unitId);
  const { add, update, remove } = useDataAuthChanges(user.id);
  const [groupId, setGroupId] = useState('');
  const [contentId, setContentId] = useState('');
  const [scope, setScope] = useState<DataAuthScope>('unit');
  const [deleting, setDeleting] = useState<{ id: string; groupCode: string } | null>(null);
  const contents = useAuthContents(groupId || null);
  const toasts = useMutationToasts();
  const scopeLabel = (scope: DataAuthScope) => t(SCOPE_LABEL[scope]);

  return (
    <div className="flex flex-col gap-3">
      <Table
        density="compact"
        label={t('users.data.title')}
        rows={grants.data ?? []}
        rowKey={(g) => g.id}
        loading={grants.isPending}
        error={grants.error?.message}
        emptyText={t('users.data.none')}
        columns={[
          { key: 'groupCode', header: t('users.data.group') },
          {
            key: 'contentCode',
            header: t('users.data.content'),
            cell: (g) => g.contentCode ?? t('users.data.wholeGroup'),
          },
          {
            key: 'scope',
            header: t('users.data.scope'),
            width: '10rem',
            cell: (g) => (
              <ChoiceSelect
                name={`scope-${g.id}`}
                aria-label={t('users.data.scopeOf', { group: g.groupCode })}
                value={g.scope}
                values={DATA_AUTH_SCOPES}
                labelOf={scopeLabel}
                onChange={(scope) =>
                  update.mutate({ id: g.id, scope }, toasts.done(undefined, t('users.data.saved')))
                }
              />
            ),
          },
          {
            key: 'actions',
            header: t('common.operation'),
            width: '4rem',
            cell: (g) => (
              <IconButton
                icon="trash"
                tone="danger"
                label={t('users.data.deleteOf', { group: g.groupCode })}
                loading={remove.isPending && remove.variables === g.id}
                onClick={() => setDeleting(g)}
              />
            ),
          },
        ]}
      />
      <fieldset className="flex flex-wrap items-end gap-3 rounded border border-slate-200 p-2">
        <legend className="px-1 text-xs font-semibold text-slate-700">{t('users.data.add')}</legend>
        <Field label={t('users.data.group')} className="w-56">
          <Select
            name="dataAuthGroup"
            value={groupId}
            onChange={(event) => {
              setGroupId(event.target.value);
              setContentId('');
            }}
            options={[
              { value: '', label: '—' },
              ...(groups.data?.datas ?? []).map((g) => ({
                value: g.id,
                label: `${g.name} (${g.code})`,
              })),
            ]}
          />
        </Field>
        <Field label={t('users.data.content')} className="w-56">
          <Select
            name="dataAuthContent"
            value={contentId}
            disabled={!groupId}
            onChange={(event) => setContentId(event.target.value)}
            options={[
              { value: '', label: t('users.data.wholeGroup') },
              ...(contents.data?.datas ?? []).map((c) => ({
                value: c.id,
                label: `${c.name} (${c.code})`,
              })),
            ]}
          />
        </Field>
        <Field label={t('users.data.scope')} className="w-40">
          <ChoiceSelect
            name="dataAuthScope"
            value={scope}
            onChange={setScope}
            values={DATA_AUTH_SCOPES}
            labelOf={scopeLabel}
          />
        </Field>
        <Button
          variant="primary"
          disabled={!groupId}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              {
                userId: user.id,
                unitId: user.unitId,
                groupId,
                contentId: contentId || undefined,
                scope,
              },
              toasts.done(() => {
                setGroupId('');
                setContentId('');
              }, t('users.data.saved')),
            )
          }
        >
          {t('users.data.grant')}
        </Button>
      </fieldset>
      {deleting && (
        <DeleteConfirm
          title={t('users.data.deleteTitle')}
          message={t('users.data.confirmDelete', {
            group: deleting.groupCode,
            user: user.userCode,
          })}
          mutation={remove}
          variables={deleting.id}
          successText={t('users.data.deleted')}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
