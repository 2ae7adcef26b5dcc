import {
  resourceAddSchema,
  type AdminResourceNode,
  type AdminResourceType,
  type MessageKey,
} from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useResourceChanges } from '../api/resources';
import { fieldErrorsOf } from '../field-errors';
import { moveTargets } from '../resource-tree';

type FormField = 'code' | 'name' | 'url' | 'descript';
const MESSAGES: Record<FormField, MessageKey> = {
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
  const { add, update } = useResourceChanges();
  const [form, setForm] = useState<Record<FormField, string>>({
    code: resource?.code ?? '',
    name: resource?.name ?? '',
    url: resource?.url ?? '',
    descript: resource?.descript ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FormField, MessageKey>>>({});
  const set = (key: FormField, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      code: form.code.trim(),
      name: form.name.trim(),
      url: form.url.trim() || null,
      descript: form.descript.trim() || null,
    };
    const body = { appCode, type, parentId: parent?.id ?? null, ...values };
    const found = fieldErrorsOf(resourceAddSchema, body, MESSAGES);
    setErrors(found);
    if (Object.keys(found).length) return;
    const done = {
      onSuccess: () => {
        notify(t('applications.resources.saved', { code: values.code }), 'success');
        onClose();
      },
      onError: (error: Error) => notify(error.message, 'error'),
    };
    if (resource) update.mutate({ id: resource.id, ...values }, done);
    else add.mutate(body, done);
  };

  const field = (name: FormField, label: string, required = false) => (
    <Field label={label} error={errors[name] ? t(errors[name]) : null} required={required}>
      <TextInput
        name={name}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );
  return (
    <Dialog
      title={t(resource ? 'applications.resources.editTitle' : 'applications.resources.addTitle')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form="resource-form"
            variant="primary"
            loading={add.isPending || update.isPending}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="resource-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
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
          {field('code', t('applications.resources.code'), true)}
          {field('name', t('applications.resources.name'), true)}
        </div>
        {field('url', t('applications.resources.url'))}
        {field('descript', t('applications.resources.descript'))}
      </form>
    </Dialog>
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
  const { move } = useResourceChanges();
  const [parentId, setParentId] = useState(resource.parentId ?? '');
  const options = [
    { value: '', label: t('applications.resources.top') },
    ...moveTargets(tree, resource).map(({ node, depth }) => ({
      value: node.id,
      label: `${'\u00a0\u00a0'.repeat(depth)}${node.name} (${node.code})`,
    })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate(
      { id: resource.id, parentId: parentId || null },
      {
        onSuccess: () => {
          notify(t('applications.resources.moved', { code: resource.code }), 'success');
          onClose();
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };
  return (
    <Dialog
      title={t('applications.resources.moveTitle', { name: resource.name })}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form="resource-move-form"
            variant="primary"
            loading={move.isPending}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="resource-move-form" onSubmit={submit} noValidate>
        <Field label={t('applications.resources.newParent')}>
          <Select
            name="parentId"
            value={parentId}
            onChange={(event) => setParentId(event.target.value)}
            options={options}
          />
        </Field>
      </form>
    </Dialog>
  );
}
