import type { PublishedMessage } from '@portico/sdk/contract';
import { MODAL_WIDTH } from '@portico/elements/ui';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { ChoiceSelect, Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useUpdateMessage } from '../api/messages';
import { editRequest, toLocalInput, type EditDraft } from '../edit-form';
import { COMPOSE_LEVELS } from '../compose-form';
import { RichTextEditor } from './rich-text-editor';

/**
 * Edits a published or scheduled message: title, body, level and expiry, and the send time
 * while it is scheduled. Open clients get the change live.
 */
export function EditMessageDialog({
  message,
  onClose,
}: {
  message: PublishedMessage;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateMessage();
  const scheduled = message.status === 'scheduled';
  const [draft, setDraft] = useState<EditDraft>({
    title: message.messageTitle,
    body: message.messageText,
    level: message.messageLevel === 'SERIOUS' ? 'SERIOUS' : 'INFO',
    publishAt: scheduled ? toLocalInput(message.publishAt) : '',
    expiresAt: message.expiresAt ? toLocalInput(message.expiresAt) : '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof EditDraft>(key: K, value: EditDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <FormDialog
      title={t('announce.edit.title')}
      width={MODAL_WIDTH.detail}
      saving={update.isPending}
      onClose={onClose}
      onSubmit={() => {
        const request = editRequest(draft, scheduled, new Date());
        if ('error' in request) {
          setError(t(request.error));
          return;
        }
        setError(null);
        update.mutate(
          { messageId: message.messageId, ...request },
          {
            onSuccess: () => {
              notify(t('announce.saved'), 'success');
              onClose();
            },
            onError: (failure) => notify(failure.message, 'error'),
          },
        );
      }}
    >
      <Field label={t('announce.field.title')} required>
        <TextInput
          name="messageTitle"
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field label={t('announce.field.level')}>
        <ChoiceSelect
          name="messageLevel"
          values={COMPOSE_LEVELS}
          labelOf={(level) => t(`message.level.${level}`)}
          value={draft.level}
          onChange={(level) => set('level', level)}
        />
      </Field>
      <Field label={t('announce.field.body')}>
        <RichTextEditor value={draft.body} onChange={(html) => set('body', html)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {scheduled && (
          <Field label={t('announce.when.time')}>
            <TextInput
              name="publishAt"
              type="datetime-local"
              value={draft.publishAt}
              onChange={(e) => set('publishAt', e.target.value)}
            />
          </Field>
        )}
        <Field label={t('announce.expiry')}>
          <TextInput
            name="expiresAt"
            type="datetime-local"
            value={draft.expiresAt}
            onChange={(e) => set('expiresAt', e.target.value)}
          />
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-[11px] text-red-600">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
