import type { TextKey } from '../../../texts/catalogue';
import {
  fieldErrorsOf,
  resourceAddSchema,
  type AdminResourceNode,
  type AdminResourceType,
} from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { MoveNodeDialog } from '../../../components/admin/move-node-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, TextField } from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { useResourceChanges } from '../api/resources';
import { moveTargets } from '../resource-tree';

type FormField = 'code' | 'name' | 'url' | 'descript';
const MESSAGES: Record<FormField, TextKey> = {
  code: 'applications.form.resourceCodeInvalid',
  name: 'applications.form.nameRequired',
  url: 'applications.form.addressInvalid',
  descript: 'applications.form.tooLong',
};

/** Adds a resource (under `parent`, or at the top) or edits one of an app's tree. */
export function ResourceFormDialog({
  appCode,
  type,
  parent,
  resource,
  onClose,
}: {
  appCode: string;
  type: AdminResourceType;
  parent?: AdminResourceNode | null;
  resource?: AdminResourceNode;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { add, update } = useResourceChanges();
  const fields = useFormFields<Record<FormField, string>, Partial<Record<FormField, TextKey>>>({
    code: resource?.code ?? '',
    name: resource?.name ?? '',
    url: resource?.url ?? '',
    descript: resource?.descript ?? '',
  });
  const bind = bindForm(fields, t);
  const { form, passes } = fields;

  const submit = () => {
    const values = {
      code: form.code.trim(),
      name: form.name.trim(),
      url: form.url.trim() || null,
      descript: form.descript.trim() || null,
    };
    const body = { appCode, type, parentId: parent?.id ?? null, ...values };
    if (!passes(fieldErrorsOf(resourceAddSchema, body, MESSAGES))) return;
    const done = toasts.done(onClose, t('applications.resources.saved', { code: values.code }));
    if (resource) update.mutate({ id: resource.id, ...values }, done);
    else add.mutate(body, done);
  };

  return (
    <FormDialog
      title={t(resource ? 'applications.resources.editTitle' : 'applications.resources.addTitle')}
      saving={add.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!resource && (
        <p className="text-xs text-slate-600">
          {t('applications.resources.where', {
            app: appCode,
            type: t(`applications.resources.type.${type}`),
            parent: parent ? parent.name : t('applications.resources.top'),
          })}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField bind={bind} name="code" label={t('applications.resources.code')} required />
        <TextField bind={bind} name="name" label={t('applications.resources.name')} required />
      </div>
      <TextField bind={bind} name="url" label={t('applications.resources.url')} />
      <TextField bind={bind} name="descript" label={t('applications.resources.descript')} />
    </FormDialog>
  );
}

/** Moves a resource under another node of its tree, or to the top. */
export function MoveResourceDialog({
  tree,
  resource,
  onClose,
}: {
  tree: readonly AdminResourceNode[];
  resource: AdminResourceNode;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { move } = useResourceChanges();
  return (
    <MoveNodeDialog
      id="resource-move-form"
      title={t('applications.resources.moveTitle', { name: resource.name })}
      topLabel={t('applications.resources.top')}
      parentLabel={t('applications.resources.newParent')}
      currentParentId={resource.parentId}
      choices={moveTargets(tree, resource).map(({ node, depth }) => ({
        id: node.id,
        depth,
        label: `${node.name} (${node.code})`,
      }))}
      saving={move.isPending}
      onMove={(parentId) =>
        move.mutate(
          { id: resource.id, parentId },
          toasts.done(onClose, t('applications.resources.moved', { code: resource.code })),
        )
      }
      onClose={onClose}
    />
  );
}
